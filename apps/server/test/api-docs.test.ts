import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context';

type JsonSchema = Record<string, unknown>;
interface Operation {
  summary?: string;
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

/** Keywords that give a JSON schema a shape; a schema with none of them accepts anything (z.any()). */
const SHAPE_KEYWORDS = ['type', 'anyOf', 'oneOf', 'allOf', '$ref', 'enum', 'const', 'properties', 'items'];

/** Paths inside `schema` (a response's `data`) that accept any value. */
function untypedParts(schema: unknown, at: string): string[] {
  if (typeof schema !== 'object' || schema === null) return [at];
  const s = schema as JsonSchema;
  if (!SHAPE_KEYWORDS.some((k) => k in s)) return [at];
  const found: string[] = [];
  for (const [name, sub] of Object.entries((s.properties as Record<string, unknown>) ?? {}))
    found.push(...untypedParts(sub, `${at}.${name}`));
  if (s.items) found.push(...untypedParts(s.items, `${at}[]`));
  for (const k of ['anyOf', 'oneOf', 'allOf'])
    for (const [i, sub] of ((s[k] as unknown[]) ?? []).entries())
      found.push(...untypedParts(sub, `${at}|${i}`));
  if (typeof s.additionalProperties === 'object')
    found.push(...untypedParts(s.additionalProperties, `${at}{}`));
  return found;
}

describe('API documentation', () => {
  let t: TestContext;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await createTestContext();
    const res = await t.app.inject({ method: 'GET', url: '/tryout/api/docs/json' });
    expect(res.statusCode).toBe(200);
    paths = res.json().paths;
  });
  afterAll(async () => t.close());

  it('every JSON route declares the shape of its success data (no z.any())', () => {
    const offenders: string[] = [];
    let typed = 0;
    for (const [path, ops] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const label = `${method.toUpperCase()} ${path}`;
        // file downloads (PDF, Excel, Word, GIFT, Moodle XML, a QTI package) and the exam page's
        // event stream (text/event-stream) answer a body that is not the JSON envelope
        if (/(pdf|excel|\/docx$|\/gift$|\/moodle$|\/qti$|\/kabarUjian$)/i.test(path)) continue;
        const success = ['200', '201'].map((code) => op.responses?.[code]).filter((r) => r !== undefined);
        if (success.length === 0) offenders.push(`${label}: no 200/201 response`);
        for (const r of success) {
          // a route without a response schema gets fastify-swagger's 'Default Response' (no content)
          const envelope = r.content?.['application/json']?.schema;
          const data = (envelope?.properties as Record<string, unknown> | undefined)?.data;
          if (data === undefined) offenders.push(`${label}: no data in the envelope`);
          else for (const part of untypedParts(data, 'data')) offenders.push(`${label}: ${part} is untyped`);
          typed++;
        }
      }
    }
    expect(offenders).toEqual([]);
    expect(typed).toBeGreaterThan(60);
  });
});
