import { get, PUBLIC } from './route';

/**
 * The Prometheus metrics (text, not the JSON envelope) for the monitoring system: public to the
 * auth plugin, the handler admits an allowed address or METRICS_TOKEN. Schemas: metrics.contract.ts.
 */
export const metricsPaths = {
  metrics: get('/metrics', PUBLIC, { answer: 'text' }),
} as const;
