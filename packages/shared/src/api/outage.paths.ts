import { get, put, STAFF } from './route';

/** Outage credit (docs/decisions/0011): an exam's setting and the monitor's mass-silence alert. Schemas: outage.contract.ts. */
export const outagePaths = {
  status: get('/monitor/:jenis/:id/gangguan', STAFF),
  save: put('/monitor/:jenis/:id/gangguan', STAFF),
} as const;
