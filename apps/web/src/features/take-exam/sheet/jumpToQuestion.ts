/** The latest jump: an older one stops aligning when a newer one starts. */
let latest = 0;

/** How long a jump keeps its question aligned while the images above it load. */
const SETTLE_MS = 6000;

/** The images placed before `el` in the document that have not loaded yet. */
function pendingImagesAbove(el: HTMLElement): HTMLImageElement[] {
  const root = el.closest('main') ?? document.body;
  return [...root.querySelectorAll('img')].filter(
    (img) => !img.complete && !!(img.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
}

/**
 * The navigator's jump: scrolls question `n` to the top at once and moves the focus to it (unless
 * `focus` is false). Images
 * above it that have not loaded yet (lazy ones load as the page scrolls past them and push the
 * question down) are loaded now, and the question is aligned again as they arrive — until they all
 * have, or the candidate scrolls, or another jump starts.
 */
export function jumpToQuestion(n: number, focus = true): void {
  const el = document.getElementById(`soal-${n}`);
  if (!el) return;
  const jump = ++latest;
  const align = () => {
    if (jump === latest) el.scrollIntoView({ block: 'start', behavior: 'auto' });
  };
  align();
  if (focus) el.focus({ preventScroll: true });

  const pending = pendingImagesAbove(el);
  if (pending.length === 0) return;
  for (const img of pending) img.loading = 'eager';
  const main = el.closest('main');
  const resized = new ResizeObserver(align);
  if (main) resized.observe(main);
  const userScroll = ['wheel', 'touchstart', 'keydown'] as const;
  let done = false;
  const stop = () => {
    if (done) return;
    done = true;
    resized.disconnect();
    clearTimeout(timer);
    for (const type of userScroll) window.removeEventListener(type, onUser);
  };
  const onUser = () => {
    if (jump === latest) latest++;
    stop();
  };
  for (const type of userScroll) window.addEventListener(type, onUser, { passive: true, once: true });
  const timer = window.setTimeout(stop, SETTLE_MS);
  void Promise.all(pending.map((img) => img.decode().catch(() => {}))).then(() => {
    align();
    stop();
  });
}
