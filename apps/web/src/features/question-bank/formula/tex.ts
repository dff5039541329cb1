import { texErrorMessage, texLimitProblem } from '@tryout/shared/math';
import temml from 'temml';

/**
 * The staff editor's formula preview and check (temml, the server's renderer, with the server's
 * options: lib/tex.ts). Staff pages only: the candidate pages get MathML from the server.
 */
const OPTIONS = { throwOnError: true, trust: false, maxExpand: 200, maxSize: [10, 100] as [number, number] };

export type TexPreview = { ok: true; mathml: string } | { ok: false; message: string };

/** A formula's MathML, or why it cannot be saved (in Indonesian, the server's words). */
export function previewTex(tex: string, display = false): TexPreview {
  const limit = texLimitProblem(tex);
  if (limit) return { ok: false, message: limit };
  try {
    return { ok: true, mathml: temml.renderToString(tex, { ...OPTIONS, displayMode: display }) };
  } catch (e) {
    return { ok: false, message: texErrorMessage(e instanceof Error ? e.message : String(e)) };
  }
}
