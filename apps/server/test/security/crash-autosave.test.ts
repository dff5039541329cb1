import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db';
import { hashPassword } from '../../src/lib/crypto';
import { nowIso } from '../../src/lib/time';
import { issueToken } from '../../src/modules/auth/auth.service';
import { TEST_DB } from '../context';
import { makeTryout } from '../exam-fixtures';
import { candidateRow } from '../factories';
import { type ScratchStore, scratchStore, storedAnswers } from './autosave-load';
import { postApi, type ServerProcess, startServer, stopServer } from './server-process';

/**
 * The real server is killed with SIGKILL while 200 candidates autosave; after a restart every
 * answer that got a 2xx is in the database and each attempt resumes with its answers and its
 * deadline. On the postgres project the server runs on a database of its own.
 */

const CANDIDATES = 200;
const LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;

interface Taker {
  id: number;
  token: string;
  attemptId?: number;
  deadline?: string;
  questions: number[];
  /** question → last value acknowledged with a 2xx */
  acked: Map<number, string>;
  /** the save in flight when the server died (it may or may not have committed) */
  pending?: { question: number; value: string };
  acks: number;
}

describe('SIGKILL during autosave', () => {
  let store: ScratchStore | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await stopServer(server, 'SIGKILL');
    await store?.drop();
  });

  async function prepare(db: Db) {
    // a materi of 12 PG questions, all drawn
    const tryout = await makeTryout(db, [
      {
        waktu: 90,
        groups: [
          { jumlah: 12, questions: Array.from({ length: 12 }, (_, i) => ({ kunci: LETTERS[i % 5] })) },
        ],
      },
    ]);
    const hash = await hashPassword('peserta123');
    const now = nowIso();
    const takers: Taker[] = [];
    for (let i = 0; i < CANDIDATES; i++) {
      const row = await db
        .insertInto('candidates')
        .values({
          ...candidateRow(i, hash, now),
          nisn: String(9100000000 + i),
          full_name: `PESERTA CRASH ${i}`,
          email: `crash${i}@tryout.test`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      takers.push({
        id: row.id,
        token: await issueToken(db, 'candidate_exam', { candidate_id: row.id }),
        questions: [],
        acked: new Map(),
        acks: 0,
      });
    }
    return { kode: tryout.materi[0].kode_ujian, takers };
  }

  const post = (base: string, url: string, token: string, body: object) =>
    postApi(base, url, token, body, 30_000);

  it(`${CANDIDATES} candidates autosaving, server killed, restarted: no acknowledged answer lost, attempts resume`, async () => {
    store = await scratchStore('crash');
    const prep = store.open();
    const { kode, takers } = await prepare(prep.db);
    await prep.close();

    server = await startServer(store.env);
    const base = server.base;

    // everyone opens the exam (in waves, like a class arriving)
    for (let i = 0; i < takers.length; i += 50) {
      await Promise.all(
        takers.slice(i, i + 50).map(async (tk) => {
          const r = await post(base, '/soalUjianPg', tk.token, { kode_ujian: kode, mulai: true });
          expect(r.status).toBe(200);
          tk.attemptId = r.body.data.attempt_id;
          tk.deadline = r.body.data.deadline_at;
          tk.questions = r.body.data.groups.flatMap((g: any) => g.questions.map((q: any) => q.id_soal));
        }),
      );
    }

    // autosave: each candidate saves one answer after another (one in flight at a time)
    let dead = false;
    let totalAcks = 0;
    const loops = takers.map(async (tk, n) => {
      let k = n;
      while (!dead) {
        const question = tk.questions[k % tk.questions.length];
        const value = LETTERS[(k * 7 + n) % 5];
        k++;
        tk.pending = { question, value };
        try {
          const r = await post(base, '/simpanJawaban', tk.token, {
            kode_ujian: kode,
            id_soal: question,
            value,
          });
          if (r.status >= 200 && r.status < 300) {
            tk.acked.set(question, value);
            tk.acks++;
            totalAcks++;
            tk.pending = undefined;
          } else if (!dead) {
            throw new Error(`save ${r.status} ${JSON.stringify(r.body)}`);
          }
        } catch (err) {
          if (!dead) throw err;
          return; // the server died under this request: it stays pending
        }
      }
      tk.pending = undefined;
    });
    // let them save for a while, then pull the plug
    const started = Date.now();
    while (totalAcks < CANDIDATES * 8 && Date.now() - started < 20_000)
      await new Promise((r) => setTimeout(r, 50));
    const killedAfter = totalAcks;
    dead = true;
    await stopServer(server, 'SIGKILL');
    await Promise.allSettled(loops);
    expect(killedAfter).toBeGreaterThan(CANDIDATES);

    // the database after the crash: every acknowledged answer is there
    const check = store.open();
    const stored = await storedAnswers(
      check.db,
      takers.map((t) => t.attemptId as number),
    );
    await check.close();
    let acknowledged = 0;
    const lost: string[] = [];
    for (const tk of takers) {
      for (const [q, v] of tk.acked) {
        acknowledged++;
        const got = stored.get(`${tk.attemptId}:${q}`);
        const inFlight = tk.pending?.question === q ? tk.pending.value : undefined;
        if (got !== v && got !== inFlight) lost.push(`candidate ${tk.id} q${q}: acked ${v}, stored ${got}`);
      }
    }
    const totalAckedRequests = takers.reduce((s, t) => s + t.acks, 0);
    console.log(
      `crash-autosave (${TEST_DB}): ${CANDIDATES} candidates, ${totalAckedRequests} saves acknowledged before SIGKILL, ` +
        `${acknowledged} distinct answers checked, ${lost.length} lost, ${takers.filter((t) => t.pending).length} in flight at the kill`,
    );
    expect(lost).toEqual([]);

    // restart: every attempt resumes with its answers and its deadline
    server = await startServer(store.env);
    const wrong: string[] = [];
    for (let i = 0; i < takers.length; i += 50) {
      await Promise.all(
        takers.slice(i, i + 50).map(async (tk) => {
          const r = await post(server!.base, '/soalUjianPg', tk.token, { kode_ujian: kode, mulai: true });
          if (r.status !== 200) {
            wrong.push(`candidate ${tk.id}: resume ${r.status}`);
            return;
          }
          const d = r.body.data;
          if (d.attempt_id !== tk.attemptId) wrong.push(`candidate ${tk.id}: new attempt ${d.attempt_id}`);
          if (d.deadline_at !== tk.deadline)
            wrong.push(`candidate ${tk.id}: deadline ${d.deadline_at} ≠ ${tk.deadline}`);
          const ids = d.groups.flatMap((g: any) => g.questions.map((q: any) => q.id_soal));
          if (JSON.stringify(ids) !== JSON.stringify(tk.questions))
            wrong.push(`candidate ${tk.id}: other questions`);
          for (const [q, v] of tk.acked) {
            const got = d.answers[String(q)];
            const inFlight = tk.pending?.question === q ? tk.pending.value : undefined;
            if (got !== v && got !== inFlight)
              wrong.push(`candidate ${tk.id} q${q}: resumed ${got}, acked ${v}`);
          }
        }),
      );
    }
    expect(wrong).toEqual([]);
    await stopServer(server, 'SIGTERM');
  }, 240_000);
});
