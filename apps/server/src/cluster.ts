import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import type { Config } from './config';

/**
 * `WEB_CONCURRENCY=N npm start`: the primary process forks N workers (node:cluster) that share
 * the port; each is a whole server (routes, jobs: the outbox claims rows and the sweep closes each
 * attempt once, so N of them are safe). The primary serves nothing itself: it restarts a worker
 * that dies, passes SIGTERM/SIGINT on to every worker and waits for them, and answers the
 * workers' requests for the cluster's metrics (one scrape of any worker returns the sum).
 */

const METRICS_REQ = 'tryout:metrics-request';
const METRICS_RES = 'tryout:metrics-response';

interface MetricsRequest {
  type: typeof METRICS_REQ;
  id: number;
}
interface MetricsResponse {
  type: typeof METRICS_RES;
  id: number;
  text?: string;
  error?: string;
}

export function runPrimary(config: Config, log: (line: string) => void): void {
  const aggregator = new AggregatorRegistry();
  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < config.webConcurrency; i++) fork();

  cluster.on('message', (worker: Worker, msg: MetricsRequest) => {
    if (msg?.type !== METRICS_REQ) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_RES, id: msg.id, text } satisfies MetricsResponse),
      (err: Error) =>
        worker.send({ type: METRICS_RES, id: msg.id, error: err.message } satisfies MetricsResponse),
    );
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log(`worker ${worker.process.pid} berhenti (${signal ?? code}); menjalankan pengganti`);
    setTimeout(fork, 500);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: menghentikan ${config.webConcurrency} worker`);
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const w of workers) w?.process.kill(signal);
    // the workers force their own exit after 10 s; this is the primary's last resort
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/**
 * In a worker: readies this worker to be asked for its metrics by the primary, and returns how to
 * ask the primary for the cluster's sum. Undefined when this process is no cluster worker.
 */
export function clusterMetricsSource(registry: Registry): (() => Promise<string>) | undefined {
  if (!cluster.isWorker) return undefined;
  // constructing it in a worker installs prom-client's answer to the primary's request
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  let next = 0;
  const waiting = new Map<number, { resolve: (t: string) => void; reject: (e: Error) => void }>();
  process.on('message', (msg: MetricsResponse) => {
    if (msg?.type !== METRICS_RES) return;
    const w = waiting.get(msg.id);
    if (!w) return;
    waiting.delete(msg.id);
    if (msg.error !== undefined) w.reject(new Error(msg.error));
    else w.resolve(msg.text ?? '');
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('metrics of the cluster: no answer'));
      }, 10_000);
      waiting.set(id, {
        resolve: (t) => {
          clearTimeout(timer);
          resolve(t);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      process.send?.({ type: METRICS_REQ, id } satisfies MetricsRequest);
    });
}
