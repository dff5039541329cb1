import type { Config } from '../config';
import { callReceiver, type FetchLike, joinUrl } from './http';
import type { SisFinalScorePayload, SisProgditerimaPayload, SisUpdateResultPayload } from './outbox/kinds';
import { type Handler, PermanentError } from './outbox/worker';

const text = (v: unknown, what: string) => {
  const s = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
  if (!s) throw new PermanentError(`${what} kosong`);
  return s;
};
const num = (v: unknown, what: string) => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new PermanentError(`${what} bukan angka`);
  return n;
};

/**
 * The academic-system (SIAKAD / admissions) channel chosen by SIS_DRIVER: log (no network) or
 * http, which POSTs JSON to SIS_BASE_URL + the path of each message with the key in SIS_KEY_HEADER
 * and the outbox idempotency key in Idempotency-Key (a receiver may use it to drop a repeat).
 */
export function createSisHandlers(deps: {
  config: Pick<Config, 'sis' | 'integrationTimeoutMs'>;
  fetch?: FetchLike;
  log: (msg: string) => void;
}): { finalScore: Handler; progditerima: Handler; updateResult: Handler } {
  const { sis, integrationTimeoutMs: timeoutMs } = deps.config;
  const fetchImpl = deps.fetch ?? fetch;
  const send = (path: string, what: string) => async (body: Record<string, unknown>, key: string) => {
    if (sis.driver !== 'http') {
      deps.log(`Sistem akademik (log) ${what}: ${JSON.stringify(body)}`);
      return;
    }
    const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': key };
    if (sis.key) headers[sis.keyHeader] = sis.key;
    await callReceiver(fetchImpl, 'Sistem akademik', joinUrl(sis.baseUrl ?? '', path), {
      timeoutMs,
      headers,
      body: JSON.stringify(body),
    });
  };
  const finalScore = send(sis.paths.finalScore, 'nilai akhir');
  const progditerima = send(sis.paths.progditerima, 'prodi diterima');
  const updateResult = send(sis.paths.updateResult, 'hasil tryout');
  return {
    finalScore: (p: SisFinalScorePayload, row) =>
      finalScore(
        { noreg: text(p?.noreg, 'noreg'), nilai_akhir: num(p?.nilai_akhir, 'nilai_akhir') },
        row.idempotency_key,
      ),
    progditerima: (p: SisProgditerimaPayload, row) =>
      progditerima(
        { NOREG: text(p?.NOREG, 'NOREG'), PROGDITERIMA: text(p?.PROGDITERIMA, 'PROGDITERIMA') },
        row.idempotency_key,
      ),
    updateResult: (p: SisUpdateResultPayload, row) => {
      const status = num(p?.status, 'status');
      if (status !== 0 && status !== 1) throw new PermanentError('status harus 0 atau 1');
      return updateResult(
        { email: text(p?.email, 'email'), nilai: num(p?.nilai, 'nilai'), status },
        row.idempotency_key,
      );
    },
  };
}
