import { sql } from 'kysely';
import type { Db, Dialect, Exec } from '../../db';
import { batchPerTurn, groupCommit } from '../../db/group-commit';
import { liveTokenConditions } from '../../db/live-token';
import { precompile, precompileFixed } from '../../db/precompiled';
import type { TokenKind } from '../../db/schema';

export interface TokenOwner {
  candidate_id?: number | null;
  staff_user_id?: number | null;
  exam_student_id?: number | null;
}

/** A token owner's column in auth_tokens. */
export type OwnerColumn = keyof TokenOwner;

/** The live (unrevoked, unexpired) tokens of one kind that an owner holds: narrow, then execute. */
export const liveTokensOf = (db: Exec, owner: OwnerColumn, id: number, kind: TokenKind, now: string) =>
  db
    .selectFrom('auth_tokens')
    .select('id')
    .where(owner, '=', id)
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now);

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
    // the configuration's version (0013) with who is calling: an exam request then takes its card
    // and settings from memory (outcome/exam-config.service's examConfig) without a statement of its own
    .select((eb) =>
      eb.selectFrom('config_version').select('version').where('id', '=', 1).as('config_version'),
    )
    .where('t.token_hash', '=', tokenHash)
    .where('t.kind', 'in', kinds.split(',') as TokenKind[])
    .where((w) => w.and(liveTokenConditions('t', now))),
);

export async function findLiveToken(db: Db, tokenHash: string, kinds: TokenKind[], now: string) {
  return (await liveToken(db, kinds.join(','), tokenHash, now)).rows[0];
}

export async function revokeToken(db: Db, id: number, now: string): Promise<void> {
  await db.updateTable('auth_tokens').set({ revoked_at: now }).where('id', '=', id).execute();
}

/**
 * Revokes an owner's live tokens of the given kinds. `keep`: a token to keep (the caller's own
 * session). `loggedOut`: an explicit logout — the tokens also expire now, so the device-switch grace
 * (recentlyRevokedExamToken, which needs an unexpired token) does not apply to them (docs/decisions/0010).
 */
export async function revokeOwnerTokens(
  db: Db,
  owner: TokenOwner,
  kinds: TokenKind[],
  now: string,
  opts: { keep?: number; loggedOut?: boolean } = {},
): Promise<void> {
  let q = db
    .updateTable('auth_tokens')
    .set(opts.loggedOut ? { revoked_at: now, expires_at: now } : { revoked_at: now })
    .where('kind', 'in', kinds)
    .where('revoked_at', 'is', null);
  if (opts.keep != null) q = q.where('id', '!=', opts.keep);
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

// ---------- presence: when a session was last seen ----------

const sessionSeen = precompileFixed(3, (db, now: string, id: number, staleBefore: string) =>
  db
    .updateTable('auth_tokens')
    .set({ last_seen_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', staleBefore)])),
);
type Seen = { now: string; id: number; staleBefore: string };
const runSessionSeen = async (exec: Exec, v: Seen) => {
  await sessionSeen(exec, v.now, v.id, v.staleBefore);
};
/** SQLite: the presence writes of one event-loop turn share one commit. */
const sessionSeenGrouped = groupCommit(runSessionSeen);

/** PostgreSQL: the presence writes of many sessions in one statement (the ids as an array). */
const sessionsSeen = precompileFixed(3, (db, now: string, ids: number[], staleBefore: string) =>
  db
    .updateTable('auth_tokens')
    .set({ last_seen_at: now })
    .where(sql<boolean>`id = any(cast(${ids} as integer[]))`)
    .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', staleBefore)])),
);
/**
 * PostgreSQL: the presence writes of one event-loop turn as one statement, at the turn's latest
 * time (its writes are milliseconds apart).
 */
const sessionsSeenBatched = batchPerTurn(async (exec, items: Seen[]) => {
  const last = items.reduce((a, b) => (b.now > a.now ? b : a));
  await sessionsSeen(
    exec,
    last.now,
    items.map((v) => v.id),
    last.staleBefore,
  );
});

/**
 * Records that a session (token) made a request now; a value newer than `staleBefore` is kept
 * (another server process wrote it a moment ago), so this writes nothing then.
 */
export async function touchSession(
  db: Exec,
  dialect: Dialect,
  tokenId: number,
  now: string,
  staleBefore: string,
): Promise<void> {
  const v = { now, id: tokenId, staleBefore };
  await (dialect === 'sqlite' ? sessionSeenGrouped(db, v) : sessionsSeenBatched(db, v));
}

/** Whether the candidate still holds a live (unused, unrevoked, unexpired) verification link. */
export async function hasLiveVerifyToken(db: Exec, candidateId: number, now: string): Promise<boolean> {
  const row = await liveTokensOf(db, 'candidate_id', candidateId, 'verify_email', now)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a course-exam seat has a live session that was seen at or after `since`. */
export async function seatSessionSeenSince(
  db: Exec,
  examStudentId: number,
  since: string,
  now: string,
): Promise<boolean> {
  const row = await liveTokensOf(db, 'exam_student_id', examStudentId, 'student_exam', now)
    .where('last_seen_at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A candidate's exam token revoked at or after `since` (and not expired): the device whose session
 * a login elsewhere just ended may still flush its queued answers for a short grace.
 */
export const recentlyRevokedExamToken = (db: Db, tokenHash: string, since: string, now: string) =>
  db
    .selectFrom('auth_tokens')
    .select(['id', 'candidate_id'])
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', 'candidate_exam')
    .where('revoked_at', '>=', since)
    .where('expires_at', '>', now)
    .executeTakeFirst();
