import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/context';

describe('health and core', () => {
  const t = useTestContext();

  it('reports the database it runs on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/tryout/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      message: 'Berhasil',
      data: { db: t.dialect, rate_limit: { store: 'process', redis_unreachable: false } },
    });
  });

  it('answers unknown API paths with the envelope in Indonesian', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/tryout/api/tidak-ada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: 'Alamat tidak ditemukan' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/tryout/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/tryout/api/health']).toBeDefined();
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/tryout/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
