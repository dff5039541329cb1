import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed';

/**
 * A proctor's monitor during the bench (issue 18): logs in as the demo admin, opens the event
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
  const abort = new AbortController();
  const res = await fetch(api(`monitor/materi/${target.id}/stream`), { headers: auth, signal: abort.signal });
  if (!res.ok || !res.body) throw new Error(`monitor stream ${res.status}`);
  const arrivals: number[] = [];
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
          if (buffer.slice(0, i).startsWith('event: update')) arrivals.push(Date.now());
          buffer = buffer.slice(i + 2);
        }
      }
    } catch {
      // closed at the end of the phase
    }
  })();
  let from = 0;
  return {
    /** Starts counting (the load begins now). */
    mark() {
      from = Date.now();
    },
    /** Closes the stream: updates during the load, and the gaps between them (ms). */
    stop() {
      abort.abort();
      const times = [from, ...arrivals.filter((t) => t >= from), Date.now()];
      const gaps = times
        .slice(1)
        .map((t, i) => t - times[i])
        .sort((a, b) => a - b);
      const at = (q: number) => gaps[Math.min(gaps.length - 1, Math.floor(q * gaps.length))] ?? 0;
      return { updates: times.length - 2, gapP50: at(0.5), gapP99: at(0.99), gapMax: gaps.at(-1) ?? 0 };
    },
  };
}
