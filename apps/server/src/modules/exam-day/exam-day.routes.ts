import {
  audioPlayResultSchema,
  audioPlaySchema,
  candidateSearchRowSchema,
  checkNoregResultSchema,
  checkNoregSchema,
  courseExamInfoSchema,
  EXAM_MSG,
  examSheetSchema,
  filterUserSchema,
  kodeUjianSchema,
  lastResultSchema,
  listUjianResultSchema,
  listUjianSchema,
  loginUjianResultSchema,
  loginUjianSchema,
  nilaiAkhirResultSchema,
  saveAnswerResultSchema,
  saveAnswerSchema,
  sheetRequestSchema,
  submitResultSchema,
  submitSchema,
  ujianCmbSchema,
  ujianDetailSchema,
} from '@tryout/shared/exam';
import { EXAM_REFUSAL_MSG } from '@tryout/shared/exam-refusals';
import { normaliseNim } from '@tryout/shared/nim';
import { heartbeatBodySchema } from '@tryout/shared/outage';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { eventStreams } from '../../lib/event-stream';
import { ok } from '../../lib/reply';
import { nowIso } from '../../lib/time';
import { accountAtAddress, credentialOutcome, failureLimit, limitedBy } from '../accounts/rate-limit';
import { bearerOf, candidateOf, takerOf } from '../auth/auth.plugin';
import { type ModuleRoutes, okResponse, PUBLIC, parseWith } from '../http';
import * as answers from './answers.service';
import * as candidate from './candidate.service';
import * as courseLogin from './course-login.service';
import { lastResult, submit } from './finalise.service';
import { onTakerNews } from './monitor-events';
import { noteSeen, stillSignedIn } from './presence';
import { startOrResume, ujianDetail } from './start.service';

const tags = ['ujian'];
const TAKER = { access: ['candidate', 'student'] } as const;
const CANDIDATE = { access: ['candidate'] } as const;
/** How long the first device may flush its queued answers after a login on another device. */
const SWITCH_GRACE_MS = 60_000;
/** The exam page's news stream: a comment this often (idle proxies close after 60 s), a reconnect after this. */
const NEWS_PING_MS = 25_000;
const NEWS_RETRY_MS = 5000;

// Success replies are the strict shared schemas (okResponse): the serializer keeps only their
// fields, so even a future mistake in a service cannot send an answer key or a password.

export const examRoutes: ModuleRoutes = (app, ctx) => {
  /**
   * Every answered request of an exam session records that the session is alive (one write per
   * 15 s at most), before the answer goes out. A refused one (4xx) changes nothing, this included.
   */
  const taking = {
    config: TAKER,
    onSend: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const p = req.principal;
      if (reply.statusCode < 400 && (p?.kind === 'candidate' || p?.kind === 'student')) {
        // the answer stands even if this write fails: presence is a hint, the next request retries
        await noteSeen(ctx, p.tokenId).catch((err) => req.log.warn({ err }, 'last seen not recorded'));
      }
      return payload;
    },
  };

  app.post(
    '/checknoreg',
    {
      config: { access: ['public'] },
      schema: {
        tags,
        summary: 'Tukar token sesi login (hash) dengan token ujian',
        description:
          'hash = email_token dari login peserta; harus token sesi yang masih berlaku milik peserta dengan nisn = no_reg, ' +
          "jika tidak 401 'Tidak Ada Data'. Mengembalikan profil dan api_token (token ujian baru; token ujian lama dicabut).",
        body: checkNoregSchema,
        response: okResponse(checkNoregResultSchema),
      },
    },
    async (req) => ok(await candidate.checkNoreg(ctx, req.body)),
  );

  app.get(
    '/kkm',
    {
      config: { access: ['candidate', 'staff'] },
      schema: {
        tags,
        summary: 'Nilai batas lulus (KKM) tryout',
        response: okResponse(z.object({ KkmTryOut: z.number() })),
      },
    },
    async () => ok(await candidate.getKkm(ctx)),
  );

  const listDoc = {
    tags,
    summary: 'Daftar ujian (materi) peserta dengan status, sisa kesempatan dan hasil kelulusan',
    description:
      'Satu kartu per materi yang ditetapkan pada ujian kategori tryout, urut menurut urutan. state: ' +
      "'Sedang Ujian' bila ada percobaan berjalan pada materi itu; 'Belum Ujian' bila belum ada percobaan selesai; " +
      "'Lulus' bila peserta diterima (prodi 1 atau 2, atau tanpa prodi: rata-rata ≥ KKM); selain itu 'Sudah Ujian'. " +
      'Percobaan yang melewati batas waktu + 30 detik diselesaikan lebih dulu. no_reg opsional; bila diisi harus nisn pemanggil (403).',
    response: okResponse(listUjianResultSchema),
  };
  app.post(
    '/listujian',
    { config: CANDIDATE, schema: { ...listDoc, body: listUjianSchema.optional() } },
    async (req) => ok(await candidate.listUjian(ctx, candidateOf(req), req.body?.no_reg || undefined)),
  );
  app.get(
    '/listujian',
    { config: CANDIDATE, schema: { ...listDoc, querystring: listUjianSchema } },
    async (req) => ok(await candidate.listUjian(ctx, candidateOf(req), req.query.no_reg || undefined)),
  );
  app.post(
    '/listujianByProdi',
    {
      config: CANDIDATE,
      schema: {
        ...listDoc,
        summary: 'Daftar ujian untuk prodi peserta',
        description:
          'Semua prodi memakai set materi tryout yang sama, jadi isinya sama dengan /listujian (kelulusan prodi ada di outcome).',
        body: listUjianSchema.optional(),
      },
    },
    async (req) => ok(await candidate.listUjian(ctx, candidateOf(req), req.body?.no_reg || undefined)),
  );

  app.post(
    '/nilaiAkhir',
    {
      config: CANDIDATE,
      schema: {
        tags,
        summary:
          'Nilai akhir peserta sendiri: nilai tersimpan (rata-rata dibulatkan), status kelulusan, prodi diterima',
        response: okResponse(nilaiAkhirResultSchema),
      },
    },
    async (req) => ok(await candidate.nilaiAkhir(ctx, candidateOf(req))),
  );

  app.post(
    '/getUjianCMB',
    {
      config: { access: ['candidate', 'staff'] },
      schema: {
        tags,
        summary: 'Ringkasan ujian tryout (calon mahasiswa baru) beserta materinya',
        response: okResponse(z.array(ujianCmbSchema)),
      },
    },
    async () => ok(await candidate.getUjianCmb(ctx)),
  );

  app.post(
    '/filterUser',
    {
      // admin only, like the registrant report with the same data: no lecturer's course exam has
      // tryout candidates in it (its takers are course students), so a lecturer needs none (docs/decisions/0021)
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Cari peserta (admin) berdasarkan nisn, email atau nama',
        description:
          "q mencari di ketiganya; nisn/email/nama menyaring masing-masing (mengandung, tanpa beda huruf besar; '%' dan '_' dicari apa adanya). Maksimal 100 baris. Dosen: 403.",
        body: filterUserSchema.optional(),
        response: okResponse(z.array(candidateSearchRowSchema)),
      },
    },
    async (req) => ok(await candidate.filterUser(ctx, req.body ?? {})),
  );

  app.post(
    '/ujian_detail',
    {
      ...taking,
      schema: {
        tags,
        summary: 'Detail satu ujian (kartu) pemanggil: waktu, status, sisa kesempatan',
        body: kodeUjianSchema,
        response: okResponse(ujianDetailSchema),
      },
    },
    async (req) => ok(await ujianDetail(ctx, takerOf(req), req.body.kode_ujian)),
  );

  const sheetRoute = {
    ...taking,
    schema: {
      tags,
      summary:
        'Mulai (mulai: true) atau lanjutkan ujian: soal terkunci (tanpa kunci jawaban), tenggat server, jawaban tersimpan',
      description:
        "Tanpa mulai: true hanya melanjutkan ujian yang sedang berjalan; bila belum ada, 409 'Ujian belum dimulai' dan tidak ada yang berubah (membuka halaman ujian tidak pernah memulai waktu). " +
        'Mulai: menolak bila ujian lain sedang berjalan (409), kesempatan habis (400), atau bagian TOEFL sebelumnya belum selesai (400). ' +
        'Mengundi jumlah_soal_ujian soal dari tiap group (urut urutan), nomor berurutan, tenggat = sekarang + waktu menit. ' +
        'Melanjutkan mengembalikan soal, jawaban dan tenggat yang sama persis.',
      body: sheetRequestSchema,
      response: okResponse(examSheetSchema),
    },
  };
  // the same sheet under both of the spec's names
  for (const path of ['/soalUjianPg', '/soalPMB']) {
    app.post(path, sheetRoute, async (req) =>
      ok(
        await startOrResume(
          ctx,
          takerOf(req),
          req.body.kode_ujian,
          req.body.mulai === true,
          req.body.token_ujian,
        ),
      ),
    );
  }

  app.post(
    '/simpanJawaban',
    {
      ...taking,
      // a device whose session a login elsewhere just ended may still send the answers it queued
      config: { ...TAKER, revokedGraceMs: SWITCH_GRACE_MS },
      schema: {
        tags,
        summary: 'Simpan otomatis satu jawaban (value A–E) atau satu essay; penulisan terakhir berlaku',
        description:
          'Hanya untuk soal dalam percobaan yang sedang berjalan; ditolak setelah tenggat + 30 detik (percobaan lalu diselesaikan) atau setelah dikumpulkan. Dengan `urutan` (dua tab satu sesi) server menyimpan yang terbaru per soal: urutan yang lebih lama dari yang tersimpan ditolak 409 dan tidak mengubah apa pun.',
        body: saveAnswerSchema,
        response: okResponse(saveAnswerResultSchema),
      },
    },
    async (req) => {
      const r = await answers.saveAnswer(ctx, takerOf(req), req.body);
      const message =
        req.body.essay !== undefined
          ? r.replaced
            ? EXAM_MSG.essayChanged
            : EXAM_MSG.essaySaved
          : EXAM_REFUSAL_MSG.answerSaved;
      return ok(r, message);
    },
  );

  app.post(
    '/putarAudio',
    {
      ...taking,
      schema: {
        tags,
        summary: 'Catat satu kali pemutaran audio soal (maksimal 2 kali)',
        body: audioPlaySchema,
        response: okResponse(audioPlayResultSchema),
      },
    },
    async (req) => ok(await answers.playAudio(ctx, takerOf(req), req.body)),
  );

  app.post(
    '/posthasilujian',
    {
      ...taking,
      schema: {
        tags,
        summary:
          'Kumpulkan ujian: nilai dihitung di server (point diabaikan), rincian benar/salah/kosong per group',
        description:
          "Menggabungkan array_answer dan jawaban_essay (hanya soal percobaan ini, hanya sebelum tenggat + 30 detik) dengan jawaban tersimpan. Kedua kalinya → 400 'Anda Telah Mengikuti Ujian'.",
        body: submitSchema,
        response: okResponse(submitResultSchema),
      },
    },
    async (req) => ok(await submit(ctx, takerOf(req), req.body), EXAM_MSG.submitSuccessTitle),
  );

  app.post(
    '/hasilujian_terakhir',
    {
      ...taking,
      schema: {
        tags,
        summary: 'Nilai percobaan terakhir pemanggil pada satu ujian, setelah ditutup',
        description:
          'Untuk halaman ujian yang mendapati percobaannya sudah ditutup (waktu habis dan diselesaikan server, ' +
          "'Selesaikan' oleh pengawas, dikumpulkan dari perangkat lain): nilai dan rincian per group. " +
          "Percobaan yang melewati tenggat + 30 detik diselesaikan lebih dulu. 409 'Ujian ini masih berlangsung' selama masih berjalan; 404 bila belum ada percobaan.",
        body: kodeUjianSchema,
        response: okResponse(lastResultSchema),
      },
    },
    async (req) => ok(await lastResult(ctx, takerOf(req), req.body.kode_ujian)),
  );

  // the proctor's actions reach the open exam page within seconds, not at the next heartbeat
  const news = eventStreams(app, NEWS_RETRY_MS);
  app.get(
    '/kabarUjian',
    {
      config: TAKER,
      schema: {
        tags,
        summary: 'Aliran kabar untuk halaman ujian (text/event-stream): pengawas bertindak atas peserta ini',
        description:
          "Peristiwa 'kabar' (data: {server_now}) setiap kali pengawas menambah waktu, menyelesaikan, " +
          'mengulang ujian atau mengubah akomodasi peserta ini, juga bila server memberi perpanjangan otomatis; ' +
          'halaman lalu mengirim heartbeat dan mengikuti jawabannya. ' +
          "'sesi_dibuka' lalu akhir aliran bila pengawas membuka sesi (token ini dicabut). Komentar kosong tiap 25 detik menjaga sambungan. " +
          'Di PostgreSQL kabar dari instans server lain tiba lewat LISTEN/NOTIFY.',
      },
    },
    async (req, reply) => {
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
    },
  );

  app.post(
    '/heartbeat',
    {
      ...taking,
      schema: {
        tags,
        summary:
          'Tanda hidup halaman ujian (tiap 30 detik): waktu server dan tenggat ujian yang sedang berjalan',
        description:
          'Mencatat sesi sebagai aktif (seperti setiap permintaan sesi ujian). deadline_at dibaca ulang tiap kali, ' +
          'jadi halaman ujian menyesuaikan hitung mundurnya bila tenggat berubah; null bila tidak ada ujian yang sedang berjalan. ' +
          'Badan (opsional): {antrian: jumlah simpanan yang belum terkirim}, ditampilkan di Pengawasan Ujian.',
        response: okResponse(
          z.object({
            server_now: z.string(),
            attempt_id: z.number().nullable(),
            deadline_at: z.string().nullable(),
          }),
        ),
      },
    },
    async (req) =>
      ok(await answers.heartbeat(ctx, takerOf(req), parseWith(heartbeatBodySchema, req.body).antrian)),
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
  app.post(
    '/loginujian',
    limitedBy(courseLoginLimit, {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Masuk ujian mata kuliah dengan kode dan password ujian serta data diri',
        description:
          "Hanya antara mulai dan selesai ('Ujian belum dibuka' / 'Ujian sudah ditutup'). Satu peserta per nim per ujian; nim yang sudah mengumpulkan → 400 'Anda Telah Mengikuti Ujian'. " +
          'Nim yang ujiannya sedang berjalan dan sesinya aktif dalam 2 menit terakhir → 409 (kecuali login membawa token sesi itu sendiri: perangkat yang sama); ' +
          "dosen pengampu membuka sesinya dengan 'Buka Sesi'. Mengembalikan token ujian mahasiswa (token lama nim ini dicabut).",
        body: loginUjianSchema,
        response: okResponse(loginUjianResultSchema),
      },
    }),
    async (req) => ok(await courseLogin.loginUjian(ctx, req.body, bearerOf(req))),
  );

  // codes that name no course exam, per address: a lab opening one exam's page never waits
  const unknownCodeLimit = failureLimit(ctx, {
    name: 'detailUjian',
    keyOf: (req) => req.ip,
    outcomeOf: (status) => (status === 404 ? 'failure' : 'neutral'),
    shared: true,
  });
  app.get(
    '/detailUjian/:kode_ujian',
    limitedBy(unknownCodeLimit, {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Detail ujian mata kuliah untuk halaman masuk /detail/{kode_ujian} (tanpa password)',
        description:
          "Nama ujian, mata kuliah, dosen, kelas, jenis, waktu, mulai, selesai dan window ('belum_dibuka' | 'dibuka' | 'ditutup'). " +
          "Kode yang bukan ujian mata kuliah → 404 'Ujian tidak ditemukan'.",
        params: kodeUjianSchema,
        response: okResponse(courseExamInfoSchema),
      },
    }),
    async (req) => ok(await courseLogin.courseExamInfo(ctx, req.params.kode_ujian)),
  );
};
