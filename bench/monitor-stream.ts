import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed';
import { openEventStreamAt } from '../apps/server/test/event-stream';

/**
 * A proctor's monitor during the bench (docs/decisions/0007): logs in as the demo admin, opens the event
 * stream of the materi `kode`, and records when each update arrives. Under a steady autosave load
 * an update is due every second; the gaps between updates say how late an event can be.
 */
export async function openMonitor(base: string, kode: string) {
  const api = (p: string) => `${base}/tryout/api/${p}`;
  const { admin } = DEMO_ACCOUNTS;
  const login = await fetch(api('loginDosen'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nidn: admin.nidn, password: admin.password }),
  });
  const token = ((await login.json()) as { data: { api_token: string } }).data.api_token;
  const auth = { authorization: `Bearer ${token}` };
  const targets = (await (await fetch(api('monitor/sasaran'), { headers: auth })).json()) as {
    data: { jenis: string; id: number; kode_ujian: string }[];
  };
  const target = targets.data.find((t) => t.jenis === 'materi' && t.kode_ujian === kode);
  if (!target) throw new Error(`no monitor target for ${kode}`);
  const stream = await openEventStreamAt(api(`monitor/materi/${target.id}/stream`), auth);
  const from = Date.now();
  return {
    /**
     * Closes the stream; says the autosave rate with the monitor open against the rate without,
     * the updates during the load and the gaps between them (ms).
     */
    stop(rps: number, rpsWithout: number): string {
      const arrivals = stream.drain().map((e) => e.at);
      stream.close();
      const times = [from, ...arrivals.filter((t) => t >= from), Date.now()];
      const gaps = times
        .slice(1)
        .map((t, i) => t - times[i])
        .sort((a, b) => a - b);
      const at = (q: number) => gaps[Math.min(gaps.length - 1, Math.floor(q * gaps.length))] ?? 0;
      return (
        `monitor open during autosave: ${Math.round(rps)}/s = ${Math.round((rps / rpsWithout) * 100) / 100} ` +
        `of ${Math.round(rpsWithout)}/s without; ${times.length - 2} updates, gap between updates ` +
        `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${gaps.at(-1) ?? 0} ms`
      );
    },
  };
}
