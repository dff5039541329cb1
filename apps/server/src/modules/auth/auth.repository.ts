import type { Db } from '../../db';
import { precompile } from '../../db/precompiled';
import type { TokenKind } from '../../db/schema';

export interface TokenOwner {
  candidate_id?: number | null;
  staff_user_id?: number | null;
  exam_student_id?: number | null;
}

export async function insertToken(
  db: Db,
  row: TokenOwner & { token_hash: string; kind: TokenKind; expires_at: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('auth_tokens')
    .values({
      token_hash: row.token_hash,
      kind: row.kind,
      candidate_id: row.candidate_id ?? null,
      staff_user_id: row.staff_user_id ?? null,
      exam_student_id: row.exam_student_id ?? null,
      expires_at: row.expires_at,
      created_at: row.created_at,
    })
    .execute();
}

/** A live (not revoked, not used, not expired) token of one of the given kinds, with its owner. */
const liveToken = precompile(2, (db, kinds: string, tokenHash: string, now: string) =>
  db
    .selectFrom('auth_tokens as t')
    .leftJoin('staff_users as s', 's.id', 't.staff_user_id')
    .leftJoin('exam_students as es', 'es.id', 't.exam_student_id')
    .select([
      't.id',
      't.kind',
      't.candidate_id',
      't.staff_user_id',
      't.exam_student_id',
      's.role',
      's.nidn',
      's.nama_dosen',
      'es.id_ujian as student_ujian_id',
    ])
    .where('t.token_hash', '=', tokenHash)
    .where('t.kind', 'in', kinds.split(',') as TokenKind[])
    .where('t.revoked_at', 'is', null)
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', now),
);

export async function findLiveToken(db: Db, tokenHash: string, kinds: TokenKind[], now: string) {
  return (await liveToken(db, kinds.join(','), tokenHash, now)).rows[0];
}

export async function revokeToken(db: Db, id: number, now: string): Promise<void> {
  await db.updateTable('auth_tokens').set({ revoked_at: now }).where('id', '=', id).execute();
}

export async function revokeOwnerTokens(
  db: Db,
  owner: TokenOwner,
  kinds: TokenKind[],
  now: string,
  /** a token to keep (the caller's own session) */
  keepTokenId?: number,
): Promise<void> {
  let q = db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('kind', 'in', kinds)
    .where('revoked_at', 'is', null);
  if (keepTokenId != null) q = q.where('id', '!=', keepTokenId);
  if (owner.candidate_id != null) q = q.where('candidate_id', '=', owner.candidate_id);
  else if (owner.staff_user_id != null) q = q.where('staff_user_id', '=', owner.staff_user_id);
  else if (owner.exam_student_id != null) q = q.where('exam_student_id', '=', owner.exam_student_id);
  else return;
  await q.execute();
}

/** Marks a single-use token used; true only for the one caller that got it first. */
export async function consumeToken(db: Db, id: number, now: string): Promise<boolean> {
  const res = await db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
