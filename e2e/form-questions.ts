import { expect, inject } from 'vitest';
import type { FormQuestionSpec } from '../apps/server/test/form-fixtures';

/** Questions of the UTBK / AKM forms written through the staff API, for the browser tests. */

/** A question through POST /addsoalPG (multipart, as the authoring page sends it): its id. */
export async function addQuestion(token: string, fields: Record<string, unknown>): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  const res = await fetch(`${inject('baseUrl')}/tryout/api/addsoalPG`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { message: string; data: { id_soalPG: number } };
  expect(res.status, body.message).toBe(200);
  return body.data.id_soalPG;
}

/**
 * The authoring fields of a form question of the server tests' fixture (form-fixtures.ts): its
 * options (when it has them) written '<p>Respons X</p>' as there, so a shown option tells its letter.
 */
export function formFields(f: FormQuestionSpec): Record<string, unknown> {
  const options = f.options
    ? Object.fromEntries(['a', 'b', 'c', 'd'].map((l) => [`pil_${l}`, `<p>Respons ${l.toUpperCase()}</p>`]))
    : {};
  return {
    type_soal: f.type,
    ...options,
    isi: f.isi,
    kunci: f.kunci,
    ...(f.aturan_skor ? { aturan_skor: f.aturan_skor } : {}),
    ...(f.bobot ? { bobot: String(f.bobot) } : {}),
  };
}
