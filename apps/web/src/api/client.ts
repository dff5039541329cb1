import type { Failure, Success } from '@tryout/shared/envelope';
import { MSG } from '@tryout/shared/messages';
import { getExamToken, getStaffToken } from '../lib/storage';

/** The two APIs of spec §7; both default to this server. */
export const API_BASE = {
  admissions: import.meta.env.VITE_ADMISSIONS_API_URL ?? '/tryout/api',
  exam: import.meta.env.VITE_EXAM_API_URL ?? '/tryout/api',
} as const;

const TIMEOUT_MS = 60_000;

/** A failed call: carries the HTTP status and the server's body. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: Failure,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }
}

export type Auth = 'none' | 'staff' | 'candidate';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON body */
  json?: unknown;
  /** multipart body (spec: "form-data") */
  form?: Record<string, string | Blob | null | undefined> | FormData;
  /** a file sent as the whole body (application/octet-stream): the question import */
  file?: Blob;
  query?: Record<string, string | number | undefined | null>;
  auth?: Auth;
  api?: keyof typeof API_BASE;
  signal?: AbortSignal;
}

function toFormData(form: NonNullable<RequestOptions['form']>): FormData {
  if (form instanceof FormData) return form;
  const fd = new FormData();
  for (const [k, v] of Object.entries(form)) if (v != null) fd.append(k, v);
  return fd;
}

/**
 * The one fetch client: 60 s time-out, bearer token, envelope; any 2xx is success, everything
 * else is thrown as an ApiError with the server body.
 */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<Success<T>> {
  const base = API_BASE[opts.api ?? 'exam'];
  const qs = opts.query
    ? `?${new URLSearchParams(
        Object.entries(opts.query)
          .filter(([, v]) => v != null && v !== '')
          .map(([k, v]) => [k, String(v)]),
      )}`
    : '';
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = opts.auth === 'staff' ? getStaffToken() : opts.auth === 'candidate' ? getExamToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.form) body = toFormData(opts.form);
  else if (opts.file) {
    headers['content-type'] = 'application/octet-stream';
    body = opts.file;
  } else if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(`${base}/${path.replace(/^\//, '')}${qs}`, {
      method: opts.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError' && opts.signal?.aborted) throw err;
    throw new ApiError(0, { code: 0, message: MSG.genericError });
  }
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { code: res.status, message: MSG.genericError };
  }
  if (!res.ok) {
    const b = parsed as Partial<Failure>;
    throw new ApiError(res.status, {
      code: b.code ?? res.status,
      message: b.message ?? MSG.genericError,
      errors: b.errors,
    });
  }
  return parsed as Success<T>;
}

/**
 * Downloads a file (PDF, Excel) with the staff token (or the candidate's exam token); `headers`, if
 * given, is shown the answer's headers (an export's note).
 */
export async function download(
  path: string,
  query?: RequestOptions['query'],
  auth: 'staff' | 'candidate' = 'staff',
  headers?: (h: Headers) => void,
): Promise<Blob> {
  const qs = query
    ? `?${new URLSearchParams(Object.entries(query).filter(([, v]) => v != null && v !== '') as [string, string][])}`
    : '';
  const token = auth === 'candidate' ? getExamToken() : getStaffToken();
  const res = await fetch(`${API_BASE.exam}/${path.replace(/^\//, '')}${qs}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new ApiError(res.status, { code: res.status, message: MSG.genericError });
  headers?.(res.headers);
  return res.blob();
}
