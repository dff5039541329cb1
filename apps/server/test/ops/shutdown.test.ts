import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../context';
import {
  autosave,
  makeTakers,
  missingAnswers,
  type ScratchStore,
  scratchStore,
  startAttempts,
} from '../security/autosave-load';
import { type ServerProcess, startServer, stopServer } from '../security/server-process';

/**
 * SIGTERM while candidates autosave: the server stops accepting, answers every request it has
 * begun (one of them still receiving its body when the signal comes), commits what it
 * acknowledged, and exits by itself (code 0, before the 10 s forced exit).
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A save whose body arrives in two halves: `rest()` sends the second; `answer` settles with the reply. */
function slowSave(base: string, token: string, body: object) {
  const text = JSON.stringify(body);
  const half = Math.floor(text.length / 2);
  let settle!: (v: { status: number; body: string } | Error) => void;
  const answer = new Promise<{ status: number; body: string } | Error>((r) => {
    settle = r;
  });
  const req = http.request(
    `${base}/tryout/api/simpanJawaban`,
    {
      method: 'POST',
      agent: false,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(text)),
      },
    },
    (res) => {
      let out = '';
      res.on('data', (d) => {
        out += String(d);
      });
      res.on('end', () => settle({ status: res.statusCode ?? 0, body: out }));
    },
  );
  req.on('error', (err) => settle(err));
  req.setTimeout(30_000, () => req.destroy(new Error('time-out')));
  req.write(text.slice(0, half));
  return { answer, rest: () => req.end(text.slice(half)) };
}

describe('graceful shutdown under load', () => {
  let store: ScratchStore | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await stopServer(server, 'SIGKILL');
    await store?.drop();
  });

  const TAKERS = 16;
  it(`SIGTERM while ${TAKERS} candidates autosave: requests in flight are answered, nothing acknowledged is lost, exit 0`, async () => {
    store = await scratchStore('tryout_sigterm');
    const prep = store.open();
    const { kode, takers } = await makeTakers(prep.db, TAKERS + 1).finally(() => prep.close());
    const slowTaker = takers.pop();
    if (!slowTaker) throw new Error('no taker');
    server = await startServer({ ...store.env, SEED_DEMO: 'false' }, 120_000);
    const { child, base } = server;
    await startAttempts(base, kode, [...takers, slowTaker]);

    const load = autosave(base, kode, takers);
    expect(await load.acknowledged(TAKERS * 3, 60_000)).toBe(true);
    const question = slowTaker.questions[0];
    const slow = slowSave(base, slowTaker.token, { kode_ujian: kode, id_soal: question, value: 'E' });
    // the first half is read by the server: the request is in flight
    await sleep(300);
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const ackedAtSignal = load.tally.acked;
    child.kill('SIGTERM');
    await sleep(500);
    // the server is closing; the half-sent save gets its second half and must still be answered
    slow.rest();
    const slowAnswer = await slow.answer;
    const end = await Promise.race([exited, sleep(20_000).then(() => ({ code: -1, signal: 'time-out' }))]);
    const tally = await load.stop();

    const check = store.open();
    try {
      const { checked, missing } = await missingAnswers(check.db, takers);
      const slowRow = await check.db
        .selectFrom('answers')
        .select('value')
        .where('attempt_id', '=', slowTaker.attemptId as number)
        .where('question_id', '=', question)
        .executeTakeFirst();
      console.log(
        `shutdown (${TEST_DB}): ${ackedAtSignal} saves acknowledged before SIGTERM, ${tally.acked} in all; ` +
          `${checked} acknowledged answers read back, ${missing.length} missing; exit ${end.code}`,
      );
      expect(slowAnswer instanceof Error ? String(slowAnswer) : slowAnswer.status).toBe(200);
      expect(slowRow?.value).toBe('E');
      expect(missing).toEqual([]);
      expect(checked).toBeGreaterThan(TAKERS);
      expect(end).toEqual({ code: 0, signal: null });
      expect(server.output()).not.toMatch(/uncaught|unhandled/i);
    } finally {
      await check.close();
    }
  }, 180_000);
});
