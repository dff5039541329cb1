import type { LoaderFunctionArgs } from 'react-router';
import { candidateRedirect } from './candidate';
import { prefetchSheet } from './soalUjianPg';

/**
 * Route loader of the exam page: runs beside the loading of the page's code and starts the
 * sheet request at once when the page will render (the page redirects otherwise).
 */
export function examPageLoader({ params }: LoaderFunctionArgs): null {
  const { no_reg = '', kode_ujian = '' } = params;
  if (kode_ujian && !candidateRedirect(no_reg, true)) prefetchSheet(kode_ujian);
  return null;
}
