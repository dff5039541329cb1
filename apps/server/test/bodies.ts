import { multipart } from './test-files';

/** The three ways a caller posts a body: JSON, an ordinary HTML form, and multipart/form-data. */
export const BODY_KINDS = ['json', 'urlencoded', 'multipart'] as const;
export type BodyKind = (typeof BODY_KINDS)[number];

/** The same fields encoded as `kind`: a payload and its content-type header for `app.inject`. */
export async function encodeBody(kind: BodyKind, fields: Record<string, string>) {
  if (kind === 'json')
    return { payload: JSON.stringify(fields), headers: { 'content-type': 'application/json' } };
  if (kind === 'urlencoded')
    return {
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  return multipart(fields);
}
