import { DOMParser } from '@xmldom/xmldom';

/** XML read with a maintained parser (@xmldom/xmldom); null when it does not parse. */
export function parseXml(xml: string): Document | null {
  let broken = false;
  const doc = new DOMParser({
    errorHandler: {
      warning: () => {},
      error: () => {
        broken = true;
      },
      fatalError: () => {
        broken = true;
      },
    },
  }).parseFromString(xml, 'text/xml');
  return broken || !doc?.documentElement ? null : doc;
}
