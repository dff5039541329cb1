import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { MATH_MSG } from '@tryout/shared/math';
import { useEffect, useState } from 'react';
import { FormulaDialog, type FormulaRequest } from './formula/FormulaDialog';
import { FormulaBlock, FormulaInline, FormulaPaste } from './formula/formulaNodes';

/**
 * The question/option rich-text editor (tiptap, heavy: ~130 KiB gzip). Kept in its own module and
 * imported only by AddSoalPage / EditSoalPage, which are lazy route chunks, and lazily by the
 * group form (LazyRichEditor), so no other page downloads it.
 */
export function RichEditor({
  label,
  value,
  onChange,
  required,
  testId,
  height = 200,
  error,
  compact,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  required?: boolean;
  testId?: string;
  /** height of the writing area in px */
  height?: number;
  error?: string;
  /** a short text (a statement, a premise): bold, italic, underline only */
  compact?: boolean;
}) {
  // 'Sisipkan rumus' and a click on a formula open the formula dialog
  const [formula, setFormula] = useState<FormulaRequest | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false }),
      Link,
      FormulaInline.configure({ open: setFormula }),
      FormulaBlock.configure({ open: setFormula }),
      FormulaPaste,
    ],
    content: value,
    immediatelyRender: false,
    // the writing area is named by the field's label (a screen reader says 'Pernyataan 2, …')
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  useEffect(() => {
    if (editor && !editor.isDestroyed)
      editor.setOptions({
        editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } },
      });
  }, [editor, label]);
  // content set from outside (the edit page's loaded question) after the editor exists
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== (editor.isEmpty ? '' : editor.getHTML())) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);
  return (
    <Input.Wrapper label={label} required={required} error={error} data-testid={testId}>
      <RichTextEditor editor={editor} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Control
              onClick={() => setFormula({ tex: '', display: false, pos: null })}
              aria-label={MATH_MSG.insert}
              title={MATH_MSG.insert}
              data-testid="sisipkan-rumus"
            >
              <span aria-hidden style={{ fontFamily: 'serif', fontSize: 16 }}>
                ∑
              </span>
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
          {compact ? (
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
            </RichTextEditor.ControlsGroup>
          ) : (
            <>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Bold />
                <RichTextEditor.Italic />
                <RichTextEditor.Underline />
                <RichTextEditor.Strikethrough />
                <RichTextEditor.ClearFormatting />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.H3 />
                <RichTextEditor.H4 />
                <RichTextEditor.BulletList />
                <RichTextEditor.OrderedList />
                <RichTextEditor.Blockquote />
                <RichTextEditor.Code />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Link />
                <RichTextEditor.Unlink />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Undo />
                <RichTextEditor.Redo />
              </RichTextEditor.ControlsGroup>
            </>
          )}
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={height} h={height} style={{ overflowY: 'auto' }} />
      </RichTextEditor>
      <FormulaDialog
        request={formula}
        onClose={() => setFormula(null)}
        onSave={(tex, display) => {
          const at = formula?.pos ?? null;
          setFormula(null);
          if (!editor) return;
          if (at === null)
            editor
              .chain()
              .focus()
              .insertContent({ type: display ? 'formulaBlock' : 'formulaInline', attrs: { tex } })
              .run();
          else
            editor
              .chain()
              .focus()
              .command(({ tr }) => {
                tr.setNodeMarkup(at, undefined, { tex });
                return true;
              })
              .run();
        }}
      />
    </Input.Wrapper>
  );
}

export default RichEditor;
