import { contractOf } from './contract';
import { metricsPaths } from './metrics.paths';

export const metricsContract = contractOf('sistem', metricsPaths, {
  metrics: { summary: 'Metrik Prometheus (teks) untuk sistem pemantauan' },
});
