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
