// No imports on purpose: the exam page and the server read it without pulling in anything else.

/** True when an HTML field has no visible text (empty, or a blank paragraph: spec §2.3's option E rule). */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  return (
    html
      .replace(/<p>\s*(<br\s*\/?>)?\s*<\/p>/gi, '')
      .replace(/&nbsp;/g, '')
      .trim() === ''
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * An essay key as the text a reader sees: stored keys are sanitised HTML (typed in the form, or a
 * Word/Excel import's paragraphs), shown and edited as plain text, one line per paragraph.
 */
export function essayKeyText(html: string | null | undefined): string {
  if (!html) return '';
  return (
    html
      // a formula as its LaTeX between \( \), a display one \[ \] on a line of its own: the server turns it back
      .replace(/\s*<div data-tex="([^"]*)"[^>]*>[\s\S]*?<\/div>\s*/g, (_, tex: string) => `\n\\[${tex}\\]\n`)
      .replace(/<span data-tex="([^"]*)"[^>]*>[\s\S]*?<\/span>/g, (_, tex: string) => `\\(${tex}\\)`)
      .replace(/<br\s*\/?>|<\/(p|li|h[1-6]|tr)>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
        if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? m;
        const code =
          e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
        return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
      })
      .split('\n')
      .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
      .filter((line, i, lines) => line !== '' || (i > 0 && lines[i - 1] !== '' && i < lines.length - 1))
      .join('\n')
      .trim()
  );
}
