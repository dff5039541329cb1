import { z } from 'zod';
import { contractOf } from './contract';
import { healthPaths } from './health.paths';

export const healthContract = contractOf('sistem', healthPaths, {
  ping: {
    summary: 'Jawaban tetap tanpa database (batas atas benchmark)',
    response: z.object({ pong: z.boolean() }),
  },
  health: {
    summary:
      'Memeriksa server dan database; rate_limit: tempat batas percobaan dihitung (redis, atau proses ini: tanpa REDIS_URL atau selama Redis tidak terjangkau)',
    response: z.object({
      db: z.string(),
      rate_limit: z.object({ store: z.enum(['redis', 'process']), redis_unreachable: z.boolean() }),
    }),
  },
});
