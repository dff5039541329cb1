// No imports on purpose: a pure check shared by the message and the web-page tests.
/**
 * One Indonesian voice (docs/decisions/0036): English words a user must never read in the app, with the
 * spec's own typos, and one form of address ('Anda', docs/decisions/0036). A text that holds one of them fails the voice tests.
 */
export const FORBIDDEN_UI_WORDS: RegExp[] = [
  /\b(Success|Failed|Cancel|Save|Delete|Confirm|Submit|Error|Logout|Update|Preview|Export|Download|Print|Info|Refresh)\b/,
  /not Match/i,
  /share your email/i,
  /Email address/i,
  /didelete/i,
  /Toefel/i,
  /meyelesaikan/i,
  // one form of address, 'Anda' (docs/decisions/0036): never the lower-case 'anda'
  /\banda\b/,
];

/** The forbidden words `text` holds (none: it speaks with the app's voice). */
export function foreignWords(text: string): string[] {
  return FORBIDDEN_UI_WORDS.flatMap((re) => {
    const m = re.exec(text);
    return m ? [m[0]] : [];
  });
}
