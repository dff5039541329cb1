import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { contractOf } from '@tryout/shared/api/contract';
import { del, get, post, put, STAFF } from '@tryout/shared/api/route';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RequestOptions } from './client';
import { authOf, clientOf } from './contract-client';

const paths = {
  one: get('/materi/:id/pemakaian', STAFF),
  save: put('/materi/:id/arsip', ['candidate'] as const),
  upload: post('/importSoal/:group/pratinjau', STAFF, { upload: 'file' }),
  form: post('/addsoalPG', STAFF, { upload: 'multipart' }),
  open: post('/checknoreg', ['public'] as const, { api: 'admissions' }),
  gone: del('/deleteMasterMateri/:id', ['admin'] as const),
} as const;
type Api = ReturnType<
  typeof contractOf<
    typeof paths,
    {
      one: { summary: ''; params: z.ZodObject<{ id: z.ZodNumber }>; query: z.ZodObject<{ q: z.ZodString }> };
      save: {
        summary: '';
        params: z.ZodObject<{ id: z.ZodString }>;
        body: z.ZodObject<{ arsip: z.ZodBoolean }>;
      };
      upload: { summary: ''; params: z.ZodObject<{ group: z.ZodNumber }> };
      form: { summary: '' };
      open: { summary: ''; body: z.ZodObject<{ no_reg: z.ZodString }> };
      gone: { summary: ''; params: z.ZodObject<{ id: z.ZodNumber }> };
    }
  >
>;

/** Each call's path and options, as `request` would get them. */
function recorder() {
  const sent: { path: string; opts: RequestOptions }[] = [];
  const api = clientOf<Api>(paths, async (p, opts) => {
    sent.push({ path: p, opts });
    return { code: 200, message: '', data: null };
  });
  return { api, sent };
}

describe('clientOf: a route of the contract as a call (docs/decisions/0042)', () => {
  it('fills the path parameters (encoded), sends the method, the query and the JSON body', async () => {
    const { api, sent } = recorder();
    await api.one({ params: { id: 5 }, query: { q: 'a b' } });
    await api.save({ params: { id: 'x/y' }, body: { arsip: true } });
    expect(sent[0]).toMatchObject({
      path: '/materi/5/pemakaian',
      opts: { method: 'GET', auth: 'staff', query: { q: 'a b' } },
    });
    expect(sent[0].opts.json).toBeUndefined();
    expect(sent[1]).toMatchObject({
      path: '/materi/x%2Fy/arsip',
      opts: { method: 'PUT', auth: 'candidate', json: { arsip: true } },
    });
  });

  it('sends a file as the whole body, a multipart body as a form, and the admissions API when declared', async () => {
    const { api, sent } = recorder();
    const file = new Blob(['x']);
    await api.upload({ params: { group: 3 }, body: file });
    await api.form({ body: { soal: 'a' } });
    await api.open({ body: { no_reg: '1' } });
    expect(sent[0].opts).toMatchObject({ method: 'POST', file });
    expect(sent[0].opts.json).toBeUndefined();
    expect(sent[1].opts).toMatchObject({ form: { soal: 'a' } });
    expect(sent[2].opts).toMatchObject({ api: 'admissions', auth: 'none', json: { no_reg: '1' } });
  });

  it('refuses a call without a path parameter instead of sending "undefined"', async () => {
    const { api, sent } = recorder();
    // @ts-expect-error: params are required by the contract
    expect(() => api.gone({})).toThrow(/:id/);
    expect(sent).toEqual([]);
  });

  it('takes the token the route asks for', () => {
    expect(authOf(paths.one)).toBe('staff');
    expect(authOf(paths.gone)).toBe('staff');
    expect(authOf(paths.save)).toBe('candidate');
    expect(authOf({ access: ['candidate', 'staff'] })).toBe('staff');
    expect(authOf(paths.open)).toBe('none');
  });
});

/** Every source file of the web app (tests aside). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('the web calls the API only through the typed contract', () => {
  const src = path.resolve(import.meta.dirname, '..');
  it('no call names its answer type by hand (request<T>, examRequest<T>) or casts an envelope', () => {
    // api/client.ts is the transport under the typed client: the one place that types an envelope
    const transport = path.join(src, 'api', 'client.ts');
    const offenders = sources(src).flatMap((file) => {
      if (file === transport) return [];
      const text = readFileSync(file, 'utf8');
      const rel = path.relative(src, file);
      return [/\b(?:request|examRequest)<[^>(]/g, /\bas Success</g]
        .filter((re) => re.test(text))
        .map((re) => `${rel}: ${re.source}`);
    });
    expect(offenders).toEqual([]);
  });
});
