import { monitorContract as api, examSignalsContract } from '@tryout/shared/api/monitor.contract';
import { MONITOR_UPDATE_EVERY_MS } from '@tryout/shared/monitor';
import { MONITOR_MSG } from '@tryout/shared/monitor-messages';
import type { FastifyRequest } from 'fastify';
import { eventStreams } from '../../lib/event-stream';
import { ok } from '../../lib/reply';
import { requireStaff, takerOf } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import * as actions from './actions.service';
import * as controls from './controls.service';
import * as integrity from './integrity.service';
import * as service from './monitor.service';

/** Monitors get the counts at least this often (offline is the absence of events). */
const TICK_MS = 15_000;

const proctorOf = (req: FastifyRequest): service.Proctor => {
  const p = requireStaff(req);
  return { staffId: p.staffId, role: p.role, nidn: p.nidn, nama: p.nama };
};

/** Calls `fn` at most once per `everyMs`, as soon as allowed after a trigger. */
function coalesced(fn: () => void, everyMs: number) {
  let last = 0;
  let timer: NodeJS.Timeout | undefined;
  const trigger = () => {
    if (timer) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        last = Date.now();
        fn();
      },
      Math.max(0, last + everyMs - Date.now()),
    );
  };
  return { trigger, cancel: () => timer && clearTimeout(timer) };
}

export const monitorRoutes: ModuleRoutes = async (app, ctx) => {
  const bus = ctx.bus;
  const streams = eventStreams(app);

  serve(app, api.targets, async (req) => ok(await service.targets(ctx.db, proctorOf(req))));
  serve(app, api.table, async (req) =>
    ok(await service.table(ctx.db, proctorOf(req), req.params.jenis, req.params.id, req.query)),
  );

  serve(app, api.stream, async (req, reply) => {
    const w = await service.watched(ctx.db, proctorOf(req), req.params.jenis, req.params.id);
    const first = await service.update(ctx, w);
    const stream = streams.open(reply);
    const write = (u: unknown) => stream.send('update', ok(u));
    write(first);
    let stopped = false;
    /** when the oldest event not yet answered arrived */
    let asked = 0;
    const send = coalesced(() => {
      if (stopped) return;
      const since = asked;
      asked = 0;
      service.update(ctx, w, since).then(write, (err) => req.log.warn({ err }, 'monitor update failed'));
    }, MONITOR_UPDATE_EVERY_MS);
    const trigger = () => {
      if (asked === 0) asked = Date.now();
      send.trigger();
    };
    const unsubscribe = bus.subscribe(w.keys, trigger);
    const tick = setInterval(trigger, TICK_MS);
    stream.onClose(() => {
      stopped = true;
      unsubscribe();
      send.cancel();
      clearInterval(tick);
    });
    // the answer is the event stream the reply was handed to; each event's data is the contract's response
    return undefined as never;
  });

  serve(app, api.addTime, async (req) =>
    ok(
      await actions.addTime(ctx, proctorOf(req), req.params.jenis, req.params.id, req.body),
      MONITOR_MSG.timeAdded,
    ),
  );
  serve(app, api.finish, async (req) =>
    ok(
      await actions.finishNow(ctx, proctorOf(req), req.params.jenis, req.params.id, req.body),
      MONITOR_MSG.finished,
    ),
  );
  serve(app, api.release, async (req) =>
    ok(
      await actions.release(ctx, proctorOf(req), req.params.jenis, req.params.id, req.body),
      MONITOR_MSG.released,
    ),
  );
  serve(app, api.voidLatest, async (req) =>
    ok(
      await actions.voidLatest(ctx, proctorOf(req), req.params.jenis, req.params.id, req.body),
      MONITOR_MSG.voided,
    ),
  );
  serve(app, api.multiplier, async (req) =>
    ok(
      await actions.setMultiplier(ctx, proctorOf(req), req.params.id, req.body),
      MONITOR_MSG.multiplierSaved,
    ),
  );
  serve(app, api.seatMultiplier, async (req) =>
    ok(
      await actions.setSeatMultiplier(ctx, proctorOf(req), 'ujian', req.params.id, req.body),
      MONITOR_MSG.multiplierSaved,
    ),
  );
  serve(app, api.controls, async (req) =>
    ok(await controls.getControls(ctx, proctorOf(req), req.params.jenis, req.params.id)),
  );
  serve(app, api.putControls, async (req) =>
    ok(
      await controls.setControls(ctx, proctorOf(req), req.params.jenis, req.params.id, req.body),
      MONITOR_MSG.optionsSaved,
    ),
  );
  serve(app, examSignalsContract.report, async (req) =>
    ok(await integrity.report(ctx, takerOf(req), req.body)),
  );
  serve(app, api.timeline, async (req) =>
    ok(await integrity.timeline(ctx, proctorOf(req), req.params.jenis, req.params.id, req.params.peserta)),
  );
};
