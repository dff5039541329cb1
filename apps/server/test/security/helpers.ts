/** Shared checks of the security suites (not a test file itself). */

/** Words that betray an English (zod, fastify, node) message leaking to a client. */
const ENGLISH =
  /\b(expected|required|must|should|received|invalid|unexpected|cannot|failed|not found|too (big|small|long|short)|bad request|unsupported|body|querystring|params|property|null value|is not|does not|missing|allowed)\b/i;

/** A message a person in Indonesia can read: non-empty and free of the English of libraries. */
export function isIndonesian(message: unknown): boolean {
  return typeof message === 'string' && message.trim().length > 0 && !ENGLISH.test(message);
}

/** What an error body must never show: stack frames, SQL, driver names, file paths. */
const LEAK =
  /(\bat [\w.<>]+ \(|\bat \/|\bat file:|SELECT\b|INSERT INTO|UPDATE \S+ SET|sqlite|SQLITE_|violates|node_modules|\.ts:\d+|\.js:\d+)/i;

export function leaks(body: string): string | null {
  const m = LEAK.exec(body);
  return m ? m[0] : null;
}

/**
 * Checks one error answer: the envelope `{ code, message }` with `code` equal to the status, an
 * Indonesian message and nothing leaked. Returns what is wrong, or null.
 */
export function envelopeProblem(status: number, contentType: unknown, payload: string): string | null {
  if (!String(contentType).includes('application/json')) return `content-type ${String(contentType)}`;
  let body: any;
  try {
    body = JSON.parse(payload);
  } catch {
    return 'body is not JSON';
  }
  if (!body || typeof body !== 'object') return 'body is not an object';
  if (body.code !== status) return `code ${body.code} ≠ status ${status}`;
  if (!isIndonesian(body.message)) return `message not Indonesian: ${JSON.stringify(body.message)}`;
  const leak = leaks(payload);
  if (leak) return `leaks ${JSON.stringify(leak)}`;
  return null;
}

/** Every [path, value] pair of a JSON value (path as a.b.0.c). */
export function walk(value: unknown, path = '', out: [string, unknown][] = []): [string, unknown][] {
  out.push([path, value]);
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) walk(v, `${path}.${i}`, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k, out);
  }
  return out;
}

/** Builds a multipart/form-data body by hand (so tests can also build broken ones). */
export function multipart(
  fields: Record<string, string>,
  files: { name: string; filename: string; type: string; data: Buffer }[] = [],
  boundary = `----tryout${Math.random().toString(16).slice(2)}`,
) {
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The part of an OpenAPI (JSON) schema the suites read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
}

/** A plausible value of a schema: ids point at row 1, strings are short, enums take their first. */
export function example(s: JsonSchema | undefined, depth = 0): unknown {
  if (!s || depth > 4) return 'x';
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return example(alt.find((a) => a.type !== 'null') ?? alt[0], depth + 1);
  if (s.allOf?.length) return example(s.allOf[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const o: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) o[k] = example(v, depth + 1);
      return o;
    }
    case 'array':
      return [example(s.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'email') return 'fuzz@tryout.test';
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    default:
      return 'x';
  }
}
