import { get, PUBLIC } from './route';

/** The server's own checks: a fixed answer, and the server with its database. Schemas: health.contract.ts. */
export const healthPaths = {
  ping: get('/ping', PUBLIC),
  health: get('/health', PUBLIC),
} as const;
