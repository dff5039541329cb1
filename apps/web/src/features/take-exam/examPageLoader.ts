import type { LoaderFunctionArgs } from 'react-router';
import { candidateRedirect } from '../../lib/candidate/candidate';
import { prefetchSheet } from './api/soalUjianPg';

/**
 * Route loader of the exam page: runs beside the loading of the page's code and starts the
 * sheet request at once when the page will render (the page redirects otherwise), and the start
 * screen's code (small): most visits open a card not started yet, whose start screen shows first.
 */
export function examPageLoader({ params }: LoaderFunctionArgs): null {
  const { no_reg = '', kode_ujian = '' } = params;
  if (kode_ujian && !candidateRedirect(no_reg, true)) {
    prefetchSheet(kode_ujian);
    import('./start/StartScreen').catch(() => {});
  }
  return null;
}
