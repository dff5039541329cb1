import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../context';

/**
 * The transport around the API: requests Node's own parser refuses get the Indonesian envelope,
 * and HSTS / upgrade-insecure-requests are sent only when the site is served over https.
 */

const HEALTH = '/tryout/api/health';

/** Writes raw bytes to a listening server and reads the whole answer (the server closes). */
function rawRequest(port: number, bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => {
      socket.destroy();
      reject(new Error('no answer within 5 s'));
    });
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') });
    });
    socket.write(bytes);
  });
}

describe('requests Node itself refuses', () => {
  let t: TestContext;
  let port: number;
  beforeAll(async () => {
    t = await createTestContext();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => t?.close());

  it.each([
    ['a NUL byte in a header', `GET ${HEALTH} HTTP/1.1\r\nHost: x\r\nX-Uji: a\u0000b\r\n\r\n`],
    ['a control character in a header name', `GET ${HEALTH} HTTP/1.1\r\nHost: x\r\nX\u0001Uji: a\r\n\r\n`],
    ['a malformed request line', 'INI BUKAN HTTP\r\n\r\n'],
    ['an invalid HTTP version', `GET ${HEALTH} HTTP/9.Z\r\nHost: x\r\n\r\n`],
    ['a header without a colon', `GET ${HEALTH} HTTP/1.1\r\nHost: x\r\nheader tanpa titik dua\r\n\r\n`],
  ])('%s → 400 with the Indonesian envelope', async (_what, bytes) => {
    const res = await rawRequest(port, bytes);
    expect(res.status).toBe(400);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({ code: 400, message: 'Data yang dikirim tidak valid' });
  });

  it('headers larger than Node accepts → 431 with the envelope', async () => {
    const res = await rawRequest(
      port,
      `GET ${HEALTH} HTTP/1.1\r\nHost: x\r\nX-Besar: ${'a'.repeat(40_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ code: 431, message: 'Header permintaan terlalu besar' });
  });

  it('a well-formed request on the same server still works', async () => {
    const res = await rawRequest(port, `GET ${HEALTH} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(200);
  });
});

describe('HSTS and upgrade-insecure-requests only over https', () => {
  const contexts: TestContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close();
  });
  const make = async (env: Record<string, string>) => {
    const c = await createTestContext(env);
    contexts.push(c);
    return c;
  };
  const headersOf = async (t: TestContext, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: HEALTH, headers });
    expect(res.statusCode).toBe(200);
    return {
      hsts: res.headers['strict-transport-security'],
      csp: String(res.headers['content-security-policy'] ?? ''),
    };
  };

  it('plain http (an intranet install): neither, even when a client claims https without a trusted proxy', async () => {
    const t = await make({ PUBLIC_URL: 'http://tryout.kampus.local' });
    for (const h of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
      const { hsts, csp } = await headersOf(t, h);
      expect(hsts).toBeUndefined();
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
    }
  });

  it('a public https URL: both on every response', async () => {
    const t = await make({ PUBLIC_URL: 'https://tryout.kampus.ac.id' });
    const { hsts, csp } = await headersOf(t);
    expect(hsts).toMatch(/max-age=\d+/);
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('behind a trusted proxy: both when the proxy says https, neither when it says http', async () => {
    const t = await make({ PUBLIC_URL: 'http://tryout.kampus.local', TRUST_PROXY: '1' });
    const secure = await headersOf(t, { 'x-forwarded-proto': 'https' });
    expect(secure.hsts).toMatch(/max-age=\d+/);
    expect(secure.csp).toContain('upgrade-insecure-requests');
    const plain = await headersOf(t, { 'x-forwarded-proto': 'http' });
    expect(plain.hsts).toBeUndefined();
    expect(plain.csp).not.toContain('upgrade-insecure-requests');
  });
});
