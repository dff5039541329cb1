import { resultAnswersSchema } from '@tryout/shared/answer-detail';
import { integrityTimelineSchema } from '@tryout/shared/monitor';
import {
  deleteResultSchema,
  gradeSchema,
  hasilListSchema,
  hasilQuerySchema,
  hasilRowSchema,
  hasilUjianExamSchema,
  materiFilterSchema,
  RESULT_MSG,
  ujianMahasiswaSchema,
} from '@tryout/shared/results';
import { idParam } from '@tryout/shared/staff';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FILE_TYPES, ok, sendFile } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { type ModuleRoutes, nullResponse, okResponse, STAFF } from '../http';
import * as answers from './result-answers.service';
import * as service from './results.service';

const tags = ['hasil ujian'];
const kodeParam = z.object({ kode: z.string().trim().min(1).max(20) });

const staffOf = (req: FastifyRequest): service.Staff => {
  const p = requireStaff(req);
  return { staffId: p.staffId, role: p.role, nidn: p.nidn };
};

/** A file of one exam's results (PDF, Excel): the exam in the path, an optional materi filter. */
const examFile = (summary: string) => ({
  config: STAFF,
  schema: { tags, summary, params: idParam, querystring: materiFilterSchema },
});

export const resultsRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/hasilUjianAll',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Ujian tryout beserta materinya (List Hasil Ujian)',
        response: okResponse(z.array(hasilUjianExamSchema)),
      },
    },
    async () => ok(await service.listTryoutExams(ctx.db)),
  );
  app.get(
    '/hasilujiandosen',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Ujian matakuliah milik dosen (admin: semua)',
        response: okResponse(z.array(ujianMahasiswaSchema)),
      },
    },
    async (req) => ok(await service.listCourseExams(ctx.db, staffOf(req))),
  );
  app.post(
    '/hasilujian',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Hasil ujian per ujian (id_ujian, materi_id opsional) atau per prodi (kode_prodi)',
        body: hasilQuerySchema,
        response: okResponse(hasilListSchema),
      },
    },
    async (req) => {
      const b = req.body;
      if (b.id_ujian != null)
        return ok(await service.resultsOfExam(ctx.db, staffOf(req), b.id_ujian, b.materi_id));
      return ok(await service.resultsOfProgramme(ctx.db, b.kode_prodi as string));
    },
  );
  app.get(
    '/hasilujian/:id/sinyal',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Sinyal integritas percobaan sebuah hasil ujian (garis waktu, waktu server)',
        params: idParam,
        response: okResponse(integrityTimelineSchema),
      },
    },
    async (req) => ok(await service.signals(ctx.db, staffOf(req), req.params.id)),
  );
  app.get(
    '/hasilujian/:id/jawaban',
    {
      config: STAFF,
      schema: {
        tags,
        summary:
          'Detail jawaban sebuah hasil ujian: tiap soal dengan jawaban peserta dan kunci per pernyataan, premis atau pilihan, serta skor dari bobotnya',
        params: idParam,
        response: okResponse(resultAnswersSchema),
      },
    },
    async (req) => ok(await answers.resultAnswers(ctx.db, staffOf(req), req.params.id)),
  );
  app.get(
    '/hasilujian/:id/jawaban/pdf',
    { config: STAFF, schema: { tags, summary: 'Detail jawaban sebuah hasil ujian (PDF)', params: idParam } },
    async (req, reply) =>
      sendFile(
        reply,
        FILE_TYPES.pdf,
        await answers.resultAnswersPdf(ctx.db, staffOf(req), req.params.id),
        'inline',
      ),
  );
  app.get(
    '/hasilujian/:id/jawaban/excel',
    {
      config: STAFF,
      schema: { tags, summary: 'Detail jawaban sebuah hasil ujian (Excel)', params: idParam },
    },
    async (req, reply) =>
      sendFile(reply, FILE_TYPES.xlsx, await answers.resultAnswersExcel(ctx.db, staffOf(req), req.params.id)),
  );
  app.put(
    '/edithasilujian/:id',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Nilai essay (≥ 0) dengan alasan; menghitung ulang nilai_akhir',
        params: idParam,
        body: gradeSchema,
        response: okResponse(hasilRowSchema),
      },
    },
    async (req) =>
      ok(
        await service.grade(ctx.db, staffOf(req), req.params.id, req.body.nilai_essay, req.body.alasan),
        RESULT_MSG.graded,
      ),
  );
  app.delete(
    '/deletehasilujian/:id',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Hapus hasil ujian dengan alasan',
        description:
          'Badan {alasan} (dicatat di audit log). Percobaannya ditandai dibatalkan: tidak dihitung lagi di analisis butir, IRT, maupun evaluasi kelulusan.',
        params: idParam,
        body: deleteResultSchema,
        response: nullResponse,
      },
    },
    async (req) => {
      await service.remove(ctx.db, staffOf(req), req.params.id, req.body.alasan);
      return ok(null, RESULT_MSG.deleted);
    },
  );
  app.get('/pdfhasilujian/:id', examFile('PDF hasil ujian (application/pdf)'), async (req, reply) =>
    sendFile(
      reply,
      FILE_TYPES.pdf,
      await service.examPdf(ctx.db, staffOf(req), req.params.id, req.query.materi_id),
      'inline',
    ),
  );
  app.get('/hasilujian/:id/excel', examFile('Excel hasil ujian (List Nilai Tryout)'), async (req, reply) =>
    sendFile(
      reply,
      FILE_TYPES.xlsx,
      await service.examExcel(ctx.db, staffOf(req), req.params.id, req.query.materi_id),
    ),
  );
  app.get(
    '/hasilujianprodi/:kode/excel',
    { config: STAFF, schema: { tags, summary: 'Excel hasil ujian per prodi', params: kodeParam } },
    async (req, reply) =>
      sendFile(reply, FILE_TYPES.xlsx, await service.programmeExcel(ctx.db, req.params.kode)),
  );
  app.get(
    '/nilaiujianmahasiswa/:id/excel',
    {
      config: STAFF,
      schema: { tags, summary: 'Excel nilai mahasiswa (Daftar Nilai Mahasiswa)', params: idParam },
    },
    async (req, reply) =>
      sendFile(reply, FILE_TYPES.xlsx, await service.studentExcel(ctx.db, staffOf(req), req.params.id)),
  );
};
