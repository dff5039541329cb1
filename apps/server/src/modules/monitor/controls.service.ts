import { randomBytes } from 'node:crypto';
import type { ExamControls, examControlsBodySchema, MonitorJenis } from '@tryout/shared/monitor';
import type { z } from 'zod';
import { nowIso } from '../../lib/time';
import { recordAudits } from '../audit/audit.service';
import { examControls, saveExamControls, tokenAt } from '../exam-day/exam-gate.service';
import { type MonitorCtx, type Proctor, watched } from './monitor.service';

/** The control room's options of a target: 'Token ujian' and 'Wajib layar penuh'. */

/** GET /monitor/:jenis/:id/opsi: the options and, when on, the current token for the proctor. */
export async function getControls(
  ctx: MonitorCtx,
  actor: Proctor,
  jenis: MonitorJenis,
  id: number,
): Promise<ExamControls> {
  await watched(ctx.db, actor, jenis, id);
  const c = await examControls(ctx.db, { jenis, id });
  const minutes = c?.token_minutes ?? 15;
  const current = c?.token_secret ? tokenAt(c.token_secret, minutes, Date.now()) : null;
  return {
    token_aktif: current != null,
    token: current?.token ?? null,
    berlaku_sampai: current ? new Date(current.until).toISOString() : null,
    token_menit: minutes,
    wajib_layar_penuh: c?.wajib_layar_penuh === 1,
  };
}

/**
 * PUT /monitor/:jenis/:id/opsi (whoever may add time there): turns the token and fullscreen on or
 * off; a token turned on gets a fresh secret. Audited with the reason.
 */
export async function setControls(
  ctx: MonitorCtx,
  actor: Proctor,
  jenis: MonitorJenis,
  id: number,
  body: z.output<typeof examControlsBodySchema>,
): Promise<ExamControls> {
  const w = await watched(ctx.db, actor, jenis, id);
  const now = nowIso();
  const old = await examControls(ctx.db, { jenis, id });
  const minutes = body.token_menit ?? old?.token_minutes ?? 15;
  const secret = body.token_aktif ? (old?.token_secret ?? randomBytes(32).toString('hex')) : null;
  await ctx.db.transaction().execute(async (trx) => {
    await saveExamControls(trx, {
      jenis,
      target_id: id,
      token_secret: secret,
      token_minutes: minutes,
      wajib_layar_penuh: body.wajib_layar_penuh ? 1 : 0,
      updated_at: now,
    });
    await recordAudits(trx, [
      {
        staff_user_id: actor.staffId,
        actor: actor.nidn,
        action: 'opsi_ujian',
        entity: jenis,
        entity_id: String(id),
        old_value: JSON.stringify({
          token_aktif: !!old?.token_secret,
          token_menit: old?.token_minutes ?? 15,
          wajib_layar_penuh: old?.wajib_layar_penuh === 1,
        }),
        new_value: JSON.stringify({
          [jenis]: w.target.kode_ujian,
          token_aktif: body.token_aktif,
          token_menit: minutes,
          wajib_layar_penuh: body.wajib_layar_penuh,
        }),
        reason: body.alasan,
        created_at: now,
      },
    ]);
  });
  return getControls(ctx, actor, jenis, id);
}
