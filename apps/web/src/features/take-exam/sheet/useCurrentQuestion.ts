import { useEffect, useState } from 'react';

/**
 * The number of the question the candidate is at: the last question whose card (`#soal-N`) has
 * reached the upper third of the window. Measured once per animation frame while the page scrolls
 * or resizes, from the first card down to the first one below that line.
 */
export function useCurrentQuestion(total: number): number {
  const [current, setCurrent] = useState(1);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const line = window.innerHeight / 3;
      let found = 1;
      for (let n = 1; n <= total; n++) {
        const el = document.getElementById(`soal-${n}`);
        if (!el || el.getBoundingClientRect().top > line) break;
        found = n;
      }
      setCurrent(found);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [total]);
  return current;
}
