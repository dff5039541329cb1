import { resultsContract as api } from '@tryout/shared/api/results.contract';
import { RESULT_MSG } from '@tryout/shared/results';
import type { FastifyRequest } from 'fastify';
import { FILE_TYPES, ok, sendFile } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import * as answers from './result-answers.service';
import * as service from './results.service';

const staffOf = (req: FastifyRequest): service.Staff => {
  const p = requireStaff(req);
  return { staffId: p.staffId, role: p.role, nidn: p.nidn };
};

export const resultsRoutes: ModuleRoutes = (app, ctx) => {
  serve(app, api.tryoutExams, async () => ok(await service.listTryoutExams(ctx.db)));
  serve(app, api.courseExams, async (req) => ok(await service.listCourseExams(ctx.db, staffOf(req))));
  serve(app, api.list, async (req) => {
    const b = req.body;
    if (b.id_ujian != null)
      return ok(await service.resultsOfExam(ctx.db, staffOf(req), b.id_ujian, b.materi_id));
    return ok(await service.resultsOfProgramme(ctx.db, b.kode_prodi as string));
  });
  serve(app, api.signals, async (req) => ok(await service.signals(ctx.db, staffOf(req), req.params.id)));
  serve(app, api.answers, async (req) =>
    ok(await answers.resultAnswers(ctx.db, staffOf(req), req.params.id)),
  );
  serve(app, api.answersPdf, async (req, reply) =>
    sendFile(
      reply,
      FILE_TYPES.pdf,
      await answers.resultAnswersPdf(ctx.db, staffOf(req), req.params.id),
      'inline',
    ),
  );
  serve(app, api.answersExcel, async (req, reply) =>
    sendFile(reply, FILE_TYPES.xlsx, await answers.resultAnswersExcel(ctx.db, staffOf(req), req.params.id)),
  );
  serve(app, api.grade, async (req) =>
    ok(
      await service.grade(ctx.db, staffOf(req), req.params.id, req.body.nilai_essay, req.body.alasan),
      RESULT_MSG.graded,
    ),
  );
  serve(app, api.remove, async (req) => {
    await service.remove(ctx.db, staffOf(req), req.params.id, req.body.alasan);
    return ok(null, RESULT_MSG.deleted);
  });
  serve(app, api.examPdf, async (req, reply) =>
    sendFile(
      reply,
      FILE_TYPES.pdf,
      await service.examPdf(ctx.db, staffOf(req), req.params.id, req.query.materi_id),
      'inline',
    ),
  );
  serve(app, api.examExcel, async (req, reply) =>
    sendFile(
      reply,
      FILE_TYPES.xlsx,
      await service.examExcel(ctx.db, staffOf(req), req.params.id, req.query.materi_id),
    ),
  );
  serve(app, api.programmeExcel, async (req, reply) =>
    sendFile(reply, FILE_TYPES.xlsx, await service.programmeExcel(ctx.db, req.params.kode)),
  );
  serve(app, api.studentsExcel, async (req, reply) =>
    sendFile(reply, FILE_TYPES.xlsx, await service.studentExcel(ctx.db, staffOf(req), req.params.id)),
  );
};
