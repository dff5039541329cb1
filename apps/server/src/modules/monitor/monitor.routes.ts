import {
  actionResultSchema,
  addTimeSchema,
  examControlsBodySchema,
  examControlsSchema,
  idParams,
  integrityReportSchema,
  integrityResultSchema,
  integrityTimelineSchema,
  MONITOR_UPDATE_EVERY_MS,
  monitorParams,
  monitorQuerySchema,
  monitorTableSchema,
  monitorTargetsSchema,
  monitorUpdateSchema,
  multiplierSchema,
  seatMultiplierSchema,
  takerActionSchema,
  timelineParams,
  voidActionSchema,
} from '@tryout/shared/monitor';
import { MONITOR_MSG } from '@tryout/shared/monitor-messages';
import type { FastifyRequest } from 'fastify';
import { eventStreams } from '../../lib/event-stream';
import { ok } from '../../lib/reply';
import { requireStaff, takerOf } from '../auth/auth.plugin';
import { type ModuleRoutes, okResponse, routeOf, STAFF } from '../http';
import * as actions from './actions.service';
import * as controls from './controls.service';
import * as integrity from './integrity.service';
import * as service from './monitor.service';

const route = routeOf(['pengawasan ujian']);
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

  app.get(
    '/monitor/sasaran',
    route(STAFF, 'Materi tryout dan ujian mata kuliah yang dapat diawasi pemanggil', {
      description:
        'Semua materi tryout (semua staf); ujian mata kuliah hanya milik dosen pengampu (admin: semua).',
      response: okResponse(monitorTargetsSchema),
    }),
    async (req) => ok(await service.targets(ctx.db, proctorOf(req))),
  );

  app.get(
    '/monitor/:jenis/:id',
    route(STAFF, 'Tabel pengawasan: status, terjawab, tenggat, terakhir terlihat, online per peserta', {
      description:
        "jenis 'materi' (semua peserta tryout) atau 'ujian' (peserta ujian mata kuliah; dosen lain → 403). " +
        'status: belum_mulai | mengerjakan | selesai | waktu_habis; offline: mengerjakan tanpa tanda hidup 60 detik. ' +
        'Filter status, offline, q (nama / no_reg); halaman per_page ≤ 200, urut nama.',
      params: monitorParams,
      querystring: monitorQuerySchema,
      response: okResponse(monitorTableSchema),
    }),
    async (req) =>
      ok(await service.table(ctx.db, proctorOf(req), req.params.jenis, req.params.id, req.query)),
  );

  app.get(
    '/monitor/:jenis/:id/stream',
    route(STAFF, 'Aliran peristiwa (text/event-stream): hitungan terbaru setiap ada aksi peserta', {
      description:
        "Setiap peristiwa 'update' membawa data = envelope berisi hitungan (paling banyak satu per detik, " +
        'dan setidaknya tiap 15 detik); halaman lalu membaca ulang barisnya. Di PostgreSQL peristiwa dari instans server lain ' +
        'tiba lewat LISTEN/NOTIFY.',
      params: monitorParams,
      response: okResponse(monitorUpdateSchema),
    }),
    async (req, reply) => {
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
    },
  );

  const action = <B>(summary: string, description: string, body: B) =>
    route(STAFF, summary, {
      description,
      params: monitorParams,
      body,
      response: okResponse(actionResultSchema),
    });
  const ALASAN = 'Alasan wajib; dicatat di log audit.';

  app.post(
    '/monitor/:jenis/:id/tambah-waktu',
    action(
      'Tambah waktu: +menit untuk peserta terpilih atau semua yang sedang mengerjakan',
      'Tenggat server bergeser; halaman ujian peserta menyesuaikan hitung mundur pada heartbeat atau simpan berikutnya ' +
        `(≤ 30 detik). Materi tryout: semua staf; ujian mata kuliah: dosen pengampu dan admin. ${ALASAN}`,
      addTimeSchema,
    ),
    async (req) =>
      ok(
        await actions.addTime(ctx, proctorOf(req), req.params.jenis, req.params.id, req.body),
        MONITOR_MSG.timeAdded,
      ),
  );

  app.post(
    '/monitor/:jenis/:id/selesaikan',
    action(
      'Selesaikan sekarang: akhiri percobaan peserta, dinilai dengan jawaban tersimpan',
      `Seperti saat tenggat tiba. Peserta yang tidak sedang mengerjakan → 409. ${ALASAN}`,
      takerActionSchema,
    ),
    async (req) =>
      ok(
        await actions.finishNow(ctx, proctorOf(req), req.params.jenis, req.params.id, req.body),
        MONITOR_MSG.finished,
      ),
  );

  app.post(
    '/monitor/:jenis/:id/buka-sesi',
    action(
      'Buka sesi / reset login: akhiri sesi peserta di semua perangkat',
      'Peserta masuk kembali (perangkat mana pun) dan melanjutkan percobaan yang sama. Materi tryout: hanya admin (403); ' +
        `ujian mata kuliah: 'Buka Sesi' daftar peserta (dosen pengampu dan admin). ${ALASAN}`,
      takerActionSchema,
    ),
    async (req) =>
      ok(
        await actions.release(ctx, proctorOf(req), req.params.jenis, req.params.id, req.body),
        MONITOR_MSG.released,
      ),
  );

  app.post(
    '/monitor/:jenis/:id/ulang',
    action(
      'Ulang ujian (admin): batalkan percobaan terakhir peserta agar dapat mengulang',
      'Percobaan tetap tersimpan dan ditandai dibatalkan, tidak dihitung lagi; evaluasi kelulusan dijalankan ulang. ' +
        'Pemberitahuan yang sudah terkirim tidak ditarik kembali. Hanya materi tryout (ujian mata kuliah → 409). ' +
        "Peserta yang sudah membuka pembahasan materi ini → 409 'Peserta ini sudah membuka pembahasan' " +
        '(errors.konfirmasi_pembahasan) sampai dikirim lagi dengan konfirmasi_pembahasan: true. ' +
        ALASAN,
      voidActionSchema,
    ),
    async (req) =>
      ok(
        await actions.voidLatest(ctx, proctorOf(req), req.params.jenis, req.params.id, req.body),
        MONITOR_MSG.voided,
      ),
  );

  app.put(
    '/monitor/akomodasi/:id',
    route(STAFF, 'Akomodasi: pengali waktu peserta (mis. ×1,5 atau ×2)', {
      description:
        'Berlaku untuk setiap percobaan yang dimulai peserta dan, bila sedang mengerjakan, langsung untuk percobaan itu ' +
        `(panjangnya diskalakan dari waktu mulai). ${ALASAN}`,
      params: idParams,
      body: multiplierSchema,
      response: okResponse(actionResultSchema),
    }),
    async (req) =>
      ok(
        await actions.setMultiplier(ctx, proctorOf(req), req.params.id, req.body),
        MONITOR_MSG.multiplierSaved,
      ),
  );

  app.put(
    '/monitor/ujian/:id/akomodasi',
    route(STAFF, 'Akomodasi mahasiswa ujian matakuliah: pengali waktu (disimpan di Daftar Mahasiswa)', {
      description:
        'peserta = id kursi ujian. Pengali disimpan pada mahasiswa di Daftar Mahasiswa matakuliah (berlaku untuk setiap ujian ' +
        'matakuliah itu) dan, bila sedang mengerjakan, langsung untuk percobaannya. NIM yang tidak ada di daftar → 409. ' +
        `Dosen pengampu dan admin. ${ALASAN}`,
      params: idParams,
      body: seatMultiplierSchema,
      response: okResponse(actionResultSchema),
    }),
    async (req) =>
      ok(
        await actions.setSeatMultiplier(ctx, proctorOf(req), 'ujian', req.params.id, req.body),
        MONITOR_MSG.multiplierSaved,
      ),
  );

  app.get(
    '/monitor/:jenis/:id/opsi',
    route(
      STAFF,
      "Pengaturan ujian: 'Token ujian' (token saat ini untuk dibacakan pengawas) dan 'Wajib layar penuh'",
      { params: monitorParams, response: okResponse(examControlsSchema) },
    ),
    async (req) => ok(await controls.getControls(ctx, proctorOf(req), req.params.jenis, req.params.id)),
  );

  app.put(
    '/monitor/:jenis/:id/opsi',
    route(
      STAFF,
      "Ubah pengaturan ujian: 'Token ujian' (6 karakter, berganti tiap token_menit) dan 'Wajib layar penuh'",
      {
        description:
          'Token aktif: memulai ujian memerlukan token saat ini (token salah → 400, berulang → 429). Layar penuh diminta, ' +
          `tidak pernah menghalangi (Safari di iPhone tidak mendukungnya). ${ALASAN}`,
        params: monitorParams,
        body: examControlsBodySchema,
        response: okResponse(examControlsSchema),
      },
    ),
    async (req) =>
      ok(
        await controls.setControls(ctx, proctorOf(req), req.params.jenis, req.params.id, req.body),
        MONITOR_MSG.optionsSaved,
      ),
  );

  app.post(
    '/sinyalUjian',
    route(
      { access: ['candidate', 'student'] },
      'Laporan sinyal integritas halaman ujian (disembunyikan, blur, keluar layar penuh, salin/tempel, offline)',
      {
        description:
          'Untuk percobaan yang sedang berjalan pada kode_ujian; waktu = waktu server − ago_ms. Paling banyak 50 sinyal per laporan. ' +
          'Tidak pernah menghalangi jawaban.',
        body: integrityReportSchema,
        response: okResponse(integrityResultSchema),
      },
    ),
    async (req) => ok(await integrity.report(ctx, takerOf(req), req.body)),
  );

  app.get(
    '/monitor/:jenis/:id/sinyal/:peserta',
    route(STAFF, 'Linimasa sinyal integritas percobaan terakhir peserta', {
      params: timelineParams,
      response: okResponse(integrityTimelineSchema),
    }),
    async (req) =>
      ok(await integrity.timeline(ctx, proctorOf(req), req.params.jenis, req.params.id, req.params.peserta)),
  );
};
