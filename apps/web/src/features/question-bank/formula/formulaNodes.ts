import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Extension, type JSONContent, mergeAttributes, Node } from '@tiptap/react';
import { hasDelimitedTex, splitDelimitedTex } from '@tryout/shared/math';
import { previewTex } from './tex';

/**
 * The editor's formula nodes (docs/decisions/0028): an inline one (<span data-tex>) and a display one
 * (<div data-tex>), the stored form of packages/shared/math.ts. Each is an atom holding its LaTeX
 * and shows its MathML (or its source, marked, when it does not parse); the server's rendering
 * inside a loaded text is ignored (only data-tex is read). A click opens the formula dialog.
 */

/** opens the formula dialog: a new formula (pos null) or the one at pos */
export type FormulaOpen = (request: { tex: string; display: boolean; pos: number | null }) => void;

const render = (dom: HTMLElement, tex: string, display: boolean) => {
  const r = previewTex(tex, display);
  dom.innerHTML = r.ok ? r.mathml : '';
  if (!r.ok) dom.textContent = tex;
  dom.classList.toggle('formula-error', !r.ok);
  dom.title = r.ok ? 'Klik untuk mengubah rumus' : r.message;
};

function formulaNode(name: 'formulaInline' | 'formulaBlock', display: boolean) {
  const tag = display ? 'div' : 'span';
  return Node.create<{ open: FormulaOpen | null }>({
    name,
    group: display ? 'block' : 'inline',
    inline: !display,
    atom: true,
    selectable: true,
    draggable: false,
    addOptions: () => ({ open: null }),
    addAttributes: () => ({
      tex: {
        default: '',
        parseHTML: (el) => el.getAttribute('data-tex') ?? '',
        renderHTML: (attrs) => ({ 'data-tex': attrs.tex }),
      },
    }),
    parseHTML: () => [{ tag: `${tag}[data-tex]`, priority: 100 }],
    renderHTML: ({ HTMLAttributes }) => [tag, mergeAttributes(HTMLAttributes)],
    addNodeView() {
      return ({ node, getPos }) => {
        const dom = document.createElement(tag);
        dom.className = display ? 'formula formula-display' : 'formula';
        dom.setAttribute('data-tex', node.attrs.tex);
        dom.contentEditable = 'false';
        render(dom, node.attrs.tex, display);
        dom.addEventListener('click', () => {
          const pos = typeof getPos === 'function' ? getPos() : null;
          this.options.open?.({ tex: node.attrs.tex, display, pos: pos ?? null });
        });
        return {
          dom,
          update: (next) => {
            if (next.type.name !== name) return false;
            dom.setAttribute('data-tex', next.attrs.tex);
            render(dom, next.attrs.tex, display);
            return true;
          },
        };
      };
    },
  });
}

export const FormulaInline = formulaNode('formulaInline', false);
export const FormulaBlock = formulaNode('formulaBlock', true);

/** Pasted text as editor content: its \( … \), \[ … \] and $$ … $$ as formulas (those that parse). */
export function pastedContent(text: string): JSONContent[] {
  const out: JSONContent[] = [];
  for (const piece of splitDelimitedTex(text)) {
    if ('text' in piece) {
      if (piece.text) out.push({ type: 'text', text: piece.text });
    } else if (previewTex(piece.tex, piece.display).ok)
      out.push({ type: piece.display ? 'formulaBlock' : 'formulaInline', attrs: { tex: piece.tex } });
    else out.push({ type: 'text', text: piece.display ? `\\[${piece.tex}\\]` : `\\(${piece.tex}\\)` });
  }
  return out;
}

/** Pasting text that holds delimited formulas inserts them as formula nodes. */
export const FormulaPaste = Extension.create({
  name: 'formulaPaste',
  addProseMirrorPlugins() {
    const editor = this.editor;
    return [
      new Plugin({
        key: new PluginKey('formulaPaste'),
        props: {
          handlePaste: (_view, event) => {
            const text = event.clipboardData?.getData('text/plain') ?? '';
            if (!hasDelimitedTex(text)) return false;
            return editor.commands.insertContent(pastedContent(text));
          },
        },
      }),
    ];
  },
});
