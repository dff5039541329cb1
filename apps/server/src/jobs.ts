import type { FastifyBaseLogger } from 'fastify';
import { ALIVE_EVERY_MS } from './domain/outage';
import { buildHandlers } from './integrations/channels';
import { createMailer } from './integrations/mailer';
import { createOutboxWorker } from './integrations/outbox/worker';
import { Caches } from './lib/caches';
import { sweepExpired } from './modules/exam-day/finalise.service';
import type { AppContext } from './modules/http';
import { IRT_JOB_INTERVAL_MS, runNextCalibration } from './modules/irt/irt.service';
import { checkAlive, reportText } from './modules/outage/outage.service';

export interface BackgroundJob {
  name: string;
  intervalMs: number;
  run(): Promise<unknown>;
}

/**
 * Periodic jobs of the server process: outbox delivery, and the ones areas add below. They share
 * the app's caches when the context carries them (main.ts), else keep their own.
 */
export function buildJobs(
  given: AppContext,
  log: FastifyBaseLogger,
): { jobs: BackgroundJob[]; close(): void } {
  const ctx = { ...given, caches: given.caches ?? new Caches() };
  const mailer = createMailer(ctx.config, (m) => log.info(m));
  const worker = createOutboxWorker(
    ctx,
    buildHandlers({ config: ctx.config, mailer, log: (m) => log.info(m) }),
  );
  const jobs: BackgroundJob[] = [
    { name: 'outbox', intervalMs: ctx.config.outboxIntervalMs, run: () => worker.runOnce() },
    {
      name: 'alive',
      intervalMs: ALIVE_EVERY_MS,
      run: async () => {
        const credit = await checkAlive(ctx);
        if (credit) log.warn(reportText(credit));
      },
    },
    {
      name: 'sweep-expired',
      intervalMs: ctx.config.sweepIntervalMs,
      run: async () => {
        await checkAlive(ctx); // an outage's credit first: no attempt expires for time the outage took
        const n = await sweepExpired(ctx);
        if (n > 0) ctx.metrics?.submissions.inc({ kind: 'expired' }, n);
        return n;
      },
    },
    { name: 'irt-calibration', intervalMs: IRT_JOB_INTERVAL_MS, run: () => runNextCalibration(ctx) },
  ];
  return { jobs, close: () => mailer.close() };
}

export function startBackgroundJobs(ctx: AppContext, log: FastifyBaseLogger) {
  const { jobs, close } = buildJobs(ctx, log);
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  for (const job of jobs) {
    let busy = false;
    const tick = () => {
      if (busy || stopped) return;
      busy = true;
      const p = job
        .run()
        .catch((err) => log.error({ err }, `job ${job.name} failed`))
        .finally(() => {
          busy = false;
          running.delete(p);
        });
      running.add(p);
    };
    const t = setInterval(tick, job.intervalMs);
    t.unref();
    timers.push(t);
  }
  return {
    async stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      await Promise.allSettled([...running]);
      close();
    },
  };
}
