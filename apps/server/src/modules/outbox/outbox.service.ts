import { type Delivery, OUTBOX_MSG } from '@tryout/shared/outbox';
import type { Db } from '../../db';
import { OUTBOX_KIND } from '../../integrations/outbox/kinds';
import { conflict, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { recordAudit } from '../audit/audit.service';
import * as repo from './outbox.repository';

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

function describe(kind: string, payload: string): { recipient: string; summary: string } {
  let p: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(payload);
    if (parsed && typeof parsed === 'object') p = parsed;
  } catch {}
  switch (kind) {
    case OUTBOX_KIND.email:
      return { recipient: str(p.to), summary: str(p.subject) };
    case OUTBOX_KIND.whatsapp:
      return { recipient: str(p.phone), summary: `${str(p.name)} — nilai ${str(p.score)}` };
    case OUTBOX_KIND.sisUpdateResult:
      return { recipient: str(p.email), summary: `nilai ${str(p.nilai)}, status ${str(p.status)}` };
    case OUTBOX_KIND.sisFinalScore:
      return { recipient: str(p.noreg), summary: `nilai_akhir ${str(p.nilai_akhir)}` };
    case OUTBOX_KIND.sisProgditerima:
      return { recipient: str(p.NOREG), summary: `PROGDITERIMA ${str(p.PROGDITERIMA)}` };
    default:
      return { recipient: '', summary: '' };
  }
}

function toDelivery(r: repo.DeliveryRow): Delivery {
  const { payload, ...rest } = r;
  return { ...rest, ...describe(r.kind, payload) };
}

export async function list(db: Db, f: repo.DeliveryFilter & { page: number; limit: number }) {
  const { rows, total } = await repo.listDeliveries(db, f, f.limit, (f.page - 1) * f.limit);
  return { rows: rows.map(toDelivery), total, page: f.page, limit: f.limit };
}

export async function summary(db: Db) {
  const [counts, kinds] = await Promise.all([repo.countByStatus(db), repo.distinctKinds(db)]);
  const pending = counts.pending ?? 0;
  const dead = counts.dead ?? 0;
  const sent = counts.sent ?? 0;
  return { pending, dead, sent, total: pending + dead + sent, kinds };
}

/** 'Kirim ulang sekarang' for a dead row: due now, history kept, audited. */
export async function retry(db: Db, id: number, actor: { staffId: number; nidn: string }): Promise<Delivery> {
  const before = await repo.findDelivery(db, id);
  if (!before) throw notFound(OUTBOX_MSG.notFound);
  const now = nowIso();
  const changed = await db.transaction().execute(async (trx) => {
    if (!(await repo.requeueDead(trx, id, now))) return false;
    await recordAudit(trx, {
      staff_user_id: actor.staffId,
      actor: actor.nidn,
      action: 'retry',
      entity: 'outbox',
      entity_id: String(id),
      old_value: JSON.stringify({
        status: before.status,
        attempts: before.attempts,
        last_error: before.last_error,
      }),
      new_value: JSON.stringify({ status: 'pending', next_attempt_at: now }),
      created_at: now,
    });
    return true;
  });
  if (!changed) throw conflict(OUTBOX_MSG.notDead);
  const after = await repo.findDelivery(db, id);
  if (!after) throw notFound(OUTBOX_MSG.notFound);
  return toDelivery(after);
}
