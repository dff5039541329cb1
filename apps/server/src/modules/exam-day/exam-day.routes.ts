import { examDayContract as day } from '@tryout/shared/api/exam-day.contract';
import { examSessionContract as session } from '@tryout/shared/api/exam-session.contract';
import { EXAM_MSG } from '@tryout/shared/exam';
import { EXAM_REFUSAL_MSG } from '@tryout/shared/exam-refusals';
import { normaliseNim } from '@tryout/shared/nim';
import { heartbeatBodySchema } from '@tryout/shared/outage';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eventStreams } from '../../lib/event-stream';
import { ok } from '../../lib/reply';
import { nowIso } from '../../lib/time';
import { accountAtAddress, credentialOutcome, failureLimit, limitedBy } from '../accounts/rate-limit';
import { bearerOf, candidateOf, takerOf } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import { type ModuleRoutes, parseWith } from '../http';
import * as answers from './answers.service';
import * as candidate from './candidate.service';
import * as courseLogin from './course-login.service';
import { lastResult, submit } from './finalise.service';
import { onTakerNews } from './monitor-events';
import { noteSeen, stillSignedIn } from './presence';
import { startOrResume, ujianDetail } from './start.service';
import type { CallerSession } from './target';

/** How long the first device may flush its queued answers after a login on another device. */
const SWITCH_GRACE_MS = 60_000;
/** The exam page's news stream: a comment this often (idle proxies close after 60 s), a reconnect after this. */
const NEWS_PING_MS = 25_000;
const NEWS_RETRY_MS = 5000;

// Success replies are the strict shared schemas (the contract's response): the serializer keeps
// only their fields, so even a future mistake in a service cannot send an answer key or a password.

export const examRoutes: ModuleRoutes = (app, ctx) => {
  /**
   * Every answered request of an exam session records that the session is alive (one write per
   * 15 s at most), before the answer goes out. A refused one (4xx) changes nothing, this included.
   */
  /** The caller's session for a route whose first statement checks its token (docs/decisions/0044). */
  const sessionOf = (req: FastifyRequest): CallerSession => ({
    tokenId: req.principal?.tokenId ?? 0,
    confirm: () => app.confirmToken(req),
  });

  const taking = {
    onSend: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const p = req.principal;
      if (reply.statusCode < 400 && (p?.kind === 'candidate' || p?.kind === 'student')) {
        // the answer stands even if this write fails: presence is a hint, the next request retries
        await noteSeen(ctx, p.tokenId).catch((err) => req.log.warn({ err }, 'last seen not recorded'));
      }
      return payload;
    },
  };

  serve(app, session.checkNoreg, async (req) => ok(await candidate.checkNoreg(ctx, req.body)));
  serve(app, day.kkm, async () => ok(await candidate.getKkm(ctx)));
  serve(app, day.list, async (req) =>
    ok(await candidate.listUjian(ctx, candidateOf(req), req.body?.no_reg || undefined)),
  );
  serve(app, day.listGet, async (req) =>
    ok(await candidate.listUjian(ctx, candidateOf(req), req.query.no_reg || undefined)),
  );
  serve(app, day.listByProdi, async (req) =>
    ok(await candidate.listUjian(ctx, candidateOf(req), req.body?.no_reg || undefined)),
  );
  serve(app, day.nilaiAkhir, async (req) => ok(await candidate.nilaiAkhir(ctx, candidateOf(req))));
  serve(app, day.ujianCmb, async () => ok(await candidate.getUjianCmb(ctx)));
  // admin only, like the registrant report with the same data: no lecturer's course exam has
  // tryout candidates in it (its takers are course students), so a lecturer needs none (docs/decisions/0021)
  serve(app, day.filterUser, async (req) => ok(await candidate.filterUser(ctx, req.body ?? {})));

  serve(
    app,
    session.detail,
    async (req) => ok(await ujianDetail(ctx, takerOf(req), req.body.kode_ujian)),
    taking,
  );

  // the same sheet under both of the spec's names
  for (const route of [session.sheet, day.sheetPmb])
    serve(
      app,
      route,
      async (req) =>
        ok(
          await startOrResume(
            ctx,
            takerOf(req),
            req.body.kode_ujian,
            req.body.mulai === true,
            req.body.token_ujian,
            sessionOf(req),
          ),
        ),
      // a candidate's first read checks the caller's token itself (docs/decisions/0044)
      { ...taking, config: { tokenCheckedByRoute: true } },
    );

  serve(
    app,
    session.save,
    async (req) => {
      const r = await answers.saveAnswer(ctx, takerOf(req), req.body, sessionOf(req));
      const message =
        req.body.essay !== undefined
          ? r.replaced
            ? EXAM_MSG.essayChanged
            : EXAM_MSG.essaySaved
          : EXAM_REFUSAL_MSG.answerSaved;
      return ok(r, message);
    },
    // a device whose session a login elsewhere just ended may still send the answers it queued;
    // the letter's statement checks the caller's token itself (docs/decisions/0044)
    { ...taking, config: { revokedGraceMs: SWITCH_GRACE_MS, tokenCheckedByRoute: true } },
  );

  serve(app, session.audio, async (req) => ok(await answers.playAudio(ctx, takerOf(req), req.body)), taking);

  serve(
    app,
    session.submit,
    async (req) => ok(await submit(ctx, takerOf(req), req.body, sessionOf(req)), EXAM_MSG.submitSuccessTitle),
    // the close checks the caller's token itself (docs/decisions/0044)
    { ...taking, config: { tokenCheckedByRoute: true } },
  );

  serve(
    app,
    session.lastResult,
    async (req) => ok(await lastResult(ctx, takerOf(req), req.body.kode_ujian)),
    taking,
  );

  // the proctor's actions reach the open exam page within seconds, not at the next heartbeat
  const news = eventStreams(app, NEWS_RETRY_MS);
  serve(app, session.news, async (req, reply) => {
    const taker = takerOf(req);
    const token = bearerOf(req) ?? '';
    const stream = news.open(reply);
    const unsubscribe = onTakerNews(ctx.bus, taker, () => {
      // 'Buka sesi' revoked this token: the page says so (and logs in again), the stream ends
      stillSignedIn(ctx, token).then(
        (yes) => {
          if (yes) stream.send('kabar', { server_now: nowIso() });
          else stream.end('sesi_dibuka', { server_now: nowIso() });
        },
        () => stream.send('kabar', { server_now: nowIso() }),
      );
    });
    const keepAlive = setInterval(() => stream.ping(), NEWS_PING_MS);
    stream.onClose(() => {
      unsubscribe();
      clearInterval(keepAlive);
    });
  });

  serve(
    app,
    session.heartbeat,
    async (req) =>
      ok(await answers.heartbeat(ctx, takerOf(req), parseWith(heartbeatBodySchema, req.body).antrian)),
    // the body is optional (absent or null: no queue length) and parsed here
    { ...taking, bodyCheckedInHandler: heartbeatBodySchema.nullish() },
  );

  // wrong exam passwords per exam, NIM and address; a lab's correct logins never count (docs/decisions/0009)
  const courseLoginLimit = failureLimit(ctx, {
    name: 'loginujian',
    keyOf: (req) => {
      const body = req.body as { kode_ujian?: unknown; nim?: unknown } | undefined;
      // one NIM, however spelled ('12 34', '1234'): one failure count
      const nim = typeof body?.nim === 'string' ? normaliseNim(body.nim) : body?.nim;
      return accountAtAddress(req, body?.kode_ujian, nim);
    },
    outcomeOf: credentialOutcome,
  });
  serve(
    app,
    day.courseLogin,
    async (req) => ok(await courseLogin.loginUjian(ctx, req.body, bearerOf(req))),
    limitedBy(courseLoginLimit, { config: {} }),
  );

  // codes that name no course exam, per address: a lab opening one exam's page never waits
  const unknownCodeLimit = failureLimit(ctx, {
    name: 'detailUjian',
    keyOf: (req) => req.ip,
    outcomeOf: (status) => (status === 404 ? 'failure' : 'neutral'),
    shared: true,
  });
  serve(
    app,
    day.courseExam,
    async (req) => ok(await courseLogin.courseExamInfo(ctx, req.params.kode_ujian)),
    limitedBy(unknownCodeLimit, { config: {} }),
  );
};
