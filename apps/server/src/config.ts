import path from 'node:path';
import { z } from 'zod';
import type { FailureDelayRule } from './domain/failure-delay';
import type { OutageRule } from './domain/outage';
import { serverRoot } from './lib/paths';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().optional(),
    PUBLIC_URL: z.string().url().optional(),
    SEED_DEMO: bool,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    REQUEST_LOG: bool,
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Tryout <no-reply@tryout.local>'),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
    RATE_LIMIT_ALLOW: z.string().default(''),
    RATE_LIMIT_FAILURES: z.coerce.number().int().min(0).default(5),
    RATE_LIMIT_DELAY_MS: z.coerce.number().int().min(1000).default(60_000),
    RATE_LIMIT_MAX_DELAY_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(5 * 60_000),
    TRUST_PROXY: z.string().default(''),
    WHATSAPP_DRIVER: z.enum(['log', 'cloud', 'gateway']).default('log'),
    WHATSAPP_BASE_URL: z.string().optional(),
    WHATSAPP_TOKEN: z.string().optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
    WHATSAPP_TEMPLATE: z.string().default('tryout_lulus'),
    WHATSAPP_TEMPLATE_LANG: z.string().default('id'),
    SIS_DRIVER: z.enum(['log', 'http']).default('log'),
    SIS_BASE_URL: z.string().optional(),
    SIS_KEY: z.string().optional(),
    SIS_KEY_HEADER: z.string().default('x-integration-key'),
    SIS_FINAL_SCORE_PATH: z.string().default('/nilaiAkhir'),
    SIS_PROGDITERIMA_PATH: z.string().default('/update/progditerima'),
    SIS_UPDATE_RESULT_PATH: z.string().default('/tes-users/tryout/update-result'),
    INTEGRATION_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
    INTEGRATION_KEY: z.string().optional(),
    OUTBOX_INTERVAL_MS: z.coerce.number().int().min(50).default(2000),
    SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).default(30_000),
    TURN_BUDGET_MS: z.coerce.number().min(0).max(1000).default(1),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
    WEB_DIST: z.string().optional(),
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    REDIS_URL: z.string().optional(),
    RATE_LIMIT_REDIS_PREFIX: z.string().default('tryout-rl:'),
    METRICS_TOKEN: z.string().optional(),
    METRICS_ALLOW: z.string().default(''),
    OUTAGE_AUTO: bool,
    OUTAGE_THRESHOLD_S: z.coerce.number().int().min(10).max(3600).default(60),
    OUTAGE_MAX_CREDIT_MINUTES: z.coerce.number().int().min(0).max(240).default(60),
    BACKUP_KEY: z.string().optional(),
  })
  .superRefine((e, ctx) => {
    // a real channel without what it needs fails at start-up, not at the first message
    const need = (cond: boolean, path: string, message: string) => {
      if (cond) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    need(
      e.WHATSAPP_DRIVER !== 'log' && !e.WHATSAPP_TOKEN,
      'WHATSAPP_TOKEN',
      `wajib untuk WHATSAPP_DRIVER=${e.WHATSAPP_DRIVER}`,
    );
    need(
      e.WHATSAPP_DRIVER === 'cloud' && !e.WHATSAPP_PHONE_NUMBER_ID,
      'WHATSAPP_PHONE_NUMBER_ID',
      'wajib untuk WHATSAPP_DRIVER=cloud',
    );
    need(e.SIS_DRIVER === 'http' && !e.SIS_BASE_URL, 'SIS_BASE_URL', 'wajib untuk SIS_DRIVER=http');
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  seedDemo: boolean;
  logLevel: string;
  requestLog: boolean;
  smtpUrl?: string;
  mailFrom: string;
  /**
   * max requests per windowMs (forgot-password, verifikasi…); logins and registration answers
   * are limited by their failures instead (domain/failure-delay.ts): `failures`
   */
  rateLimit: { max: number; windowMs: number; allow: string[]; failures: FailureDelayRule };
  /** Fastify trustProxy: false, a hop count, or the proxies' addresses */
  trustProxy: boolean | number | string[];
  whatsapp: {
    driver: 'log' | 'cloud' | 'gateway';
    baseUrl?: string;
    token?: string;
    phoneNumberId?: string;
    template: string;
    templateLang: string;
  };
  sis: {
    driver: 'log' | 'http';
    baseUrl?: string;
    key?: string;
    keyHeader: string;
    paths: { finalScore: string; progditerima: string; updateResult: string };
  };
  /** time-out of one outgoing call to WhatsApp or the academic system */
  integrationTimeoutMs: number;
  integrationKey?: string;
  outboxIntervalMs: number;
  sweepIntervalMs: number;
  /** request work started per event-loop iteration before the rest waits a turn (0: off) */
  turnBudgetMs: number;
  /** a request's headers and body must have arrived within this (a slow sender: 408, closed) */
  requestTimeoutMs: number;
  /** npm run backup / restore: the key that signs and checks backups; unset: DATA_DIR/backup.key */
  backupKey?: string;
  webDist: string;
  /** server processes forked by `npm start` on this machine (node:cluster); 1: no fork */
  webConcurrency: number;
  /** shared rate-limit store (several instances); without it limits are per process */
  redisUrl?: string;
  /** key prefix of the rate-limit counters in Redis */
  rateLimitRedisPrefix: string;
  /** GET /metrics: a bearer token that opens it, and the addresses that need none */
  metrics: { token?: string; allow: string[] };
  /** outage credit of an exam without a setting of its own (docs/decisions/0011) */
  outage: OutageRule;
};

function parseTrustProxy(v: string): boolean | number | string[] {
  const s = v.trim();
  if (s === '' || s === 'false') return false;
  if (s === 'true') return true;
  if (/^\d+$/.test(s)) return Number(s);
  return s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
}

const list = (v: string) =>
  v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** Reads the environment once; fails fast with the list of bad variables. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Konfigurasi tidak valid:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const config: Config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    seedDemo: e.SEED_DEMO ?? true,
    logLevel: e.LOG_LEVEL,
    requestLog: e.REQUEST_LOG ?? true,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    rateLimit: {
      max: e.RATE_LIMIT_MAX,
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      allow: list(e.RATE_LIMIT_ALLOW),
      failures: {
        free: e.RATE_LIMIT_FAILURES,
        firstMs: e.RATE_LIMIT_DELAY_MS,
        maxMs: Math.max(e.RATE_LIMIT_DELAY_MS, e.RATE_LIMIT_MAX_DELAY_MS),
      },
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    whatsapp: {
      driver: e.WHATSAPP_DRIVER,
      baseUrl: e.WHATSAPP_BASE_URL,
      token: e.WHATSAPP_TOKEN,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
      template: e.WHATSAPP_TEMPLATE,
      templateLang: e.WHATSAPP_TEMPLATE_LANG,
    },
    sis: {
      driver: e.SIS_DRIVER,
      baseUrl: e.SIS_BASE_URL,
      key: e.SIS_KEY,
      keyHeader: e.SIS_KEY_HEADER,
      paths: {
        finalScore: e.SIS_FINAL_SCORE_PATH,
        progditerima: e.SIS_PROGDITERIMA_PATH,
        updateResult: e.SIS_UPDATE_RESULT_PATH,
      },
    },
    integrationTimeoutMs: e.INTEGRATION_TIMEOUT_MS,
    integrationKey: e.INTEGRATION_KEY || undefined,
    outboxIntervalMs: e.OUTBOX_INTERVAL_MS,
    sweepIntervalMs: e.SWEEP_INTERVAL_MS,
    turnBudgetMs: e.TURN_BUDGET_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    backupKey: e.BACKUP_KEY?.trim() || undefined,
    webDist: path.resolve(e.WEB_DIST ?? path.join(serverRoot, '../web/dist')),
    webConcurrency: e.WEB_CONCURRENCY,
    redisUrl: e.REDIS_URL || undefined,
    rateLimitRedisPrefix: e.RATE_LIMIT_REDIS_PREFIX,
    metrics: { token: e.METRICS_TOKEN || undefined, allow: list(e.METRICS_ALLOW) },
    outage: {
      auto: e.OUTAGE_AUTO ?? true,
      thresholdS: e.OUTAGE_THRESHOLD_S,
      maxCreditS: e.OUTAGE_MAX_CREDIT_MINUTES * 60,
    },
  };
  return { ...config, ...overrides };
}
