import { MAX_UPLOAD_BYTES } from '@tryout/shared/constants';
import { fillText, IMPORT_MSG } from '@tryout/shared/import-messages';
import type JSZip from 'jszip';
import { badRequest } from '../../../lib/errors';
import {
  descendants,
  elements,
  type MediaSource,
  nameOf,
  parseQtiXml,
  readQtiItem,
  readStimulus,
  resolveHref,
  stimulusRefs,
} from './qti.parse';
import type { ParsedQuestion, RawImage } from './types';

/**
 * A QTI content package (IMS CP: a zip with `imsmanifest.xml`; QTI 3.0, or 2.1/2.2 items): the
 * items its manifest lists (resources of type imsqti_item_*), in the order of its assessment test
 * when it has one (each item ref's `weight` the question's bobot), else the manifest's order. A
 * shared stimulus an item refers to (qti-assessment-stimulus-ref) becomes the question's wacana (one
 * stimulus of the group per stimulus file, its pictures kept in its text as data: URLs).
 * The zip has been checked before (bounded inflate, names without '../': lib/inflate, read.ts).
 */

/** An entry name that would land outside the folder it is unpacked into ('../', '/x', 'C:\'). */
export const unsafeEntryName = (name: string) =>
  name.startsWith('/') ||
  name.includes('\\') ||
  /^[a-z]:/i.test(name) ||
  name.split('/').some((part) => part === '..');

export async function readQtiPackage(zip: JSZip): Promise<ParsedQuestion[]> {
  const text = async (p: string) => {
    const f = zip.file(p);
    if (!f) throw badRequest(fillText(IMPORT_MSG.qtiItemMissing, { nama: p }));
    return f.async('string');
  };
  const manifest = parseQtiXml(await text('imsmanifest.xml')).documentElement;
  if (!manifest || nameOf(manifest) !== 'manifest') throw badRequest(IMPORT_MSG.qtiManifest);
  const resources = descendants(manifest, 'resource');
  const hrefOf = (r: Element) => resolveHref('imsmanifest.xml', r.getAttribute('href') ?? '');
  const items = resources.filter((r) => /imsqti_item/i.test(r.getAttribute('type') ?? ''));
  let order: { file: string; bobot?: number }[] = items.flatMap((r) => {
    const h = hrefOf(r);
    return h ? [{ file: h }] : [];
  });
  if (order.length === 0) throw badRequest(IMPORT_MSG.qtiManifest);
  // an assessment test: its order and weights
  const test = resources.find((r) => /imsqti_test/i.test(r.getAttribute('type') ?? ''));
  const testFile = test && hrefOf(test);
  if (testFile && zip.file(testFile)) {
    const root = parseQtiXml(await text(testFile)).documentElement;
    const refs = root ? descendants(root, 'assessmentItemRef') : [];
    const listed = new Set(order.map((o) => o.file));
    const fromTest = refs.flatMap((ref) => {
      const file = resolveHref(testFile, ref.getAttribute('href') ?? '');
      if (!file || !listed.has(file)) return [];
      const w = elements(ref).find((e) => nameOf(e) === 'weight');
      const bobot = w ? Number(w.getAttribute('value')) : undefined;
      return [{ file, bobot: bobot !== undefined && Number.isFinite(bobot) ? bobot : undefined }];
    });
    if (fromTest.length > 0) {
      const inTest = new Set(fromTest.map((o) => o.file));
      order = [...fromTest, ...order.filter((o) => !inTest.has(o.file))];
    }
  }
  // media: a new picture per reference, its bytes read once every item is read
  const pending: { p: string; image: RawImage }[] = [];
  const source: MediaSource = {
    has: (p) => !!zip.file(p),
    get: (p) => {
      const image: RawImage = { bytes: Buffer.alloc(0) };
      pending.push({ p, image });
      return image;
    },
  };
  const stimuli = new Map<string, Stimulus>();
  const stimulusOf = new Map<ParsedQuestion, Stimulus[]>();
  const out: ParsedQuestion[] = [];
  for (const o of order) {
    const xml = await text(o.file);
    const q = readQtiItem({ xml, file: o.file, nomor: out.length + 1, source, bobot: o.bobot });
    // its shared stimuli: the question's wacana (several: one passage of them all)
    const used: Stimulus[] = [];
    for (const href of stimulusRefs(xml)) {
      const file = resolveHref(o.file, href);
      if (!file || !zip.file(file)) {
        q.problems.push(fillText(IMPORT_MSG.qtiMediaMissing, { nama: href.slice(0, 120) }));
        continue;
      }
      let s = stimuli.get(file);
      if (!s) {
        const problems: string[] = [];
        s = { file, ...readStimulus(await text(file), file, source, problems), problems };
        stimuli.set(file, s);
      }
      used.push(s);
    }
    if (used.length > 0) stimulusOf.set(q, used);
    out.push(q);
  }
  for (const { p, image } of pending) {
    const f = zip.file(p);
    if (f) image.bytes = await f.async('nodebuffer');
  }
  // a stimulus's pictures are kept in its text (png/jpeg as data: URLs, as the editor allows)
  for (const s of stimuli.values()) {
    for (const [marker, image] of s.media) {
      const type = image.audio ? null : pictureType(image.bytes);
      if (image.bytes.length > MAX_UPLOAD_BYTES) s.problems.push(IMPORT_MSG.imageTooLarge);
      else if (!type) s.problems.push(IMPORT_MSG.imageFormat);
      const src =
        type && image.bytes.length <= MAX_UPLOAD_BYTES
          ? `data:${type};base64,${image.bytes.toString('base64')}`
          : '';
      s.html = s.html.split(`src="${marker}"`).join(`src="${src}"`);
    }
  }
  for (const [q, used] of stimulusOf) {
    q.wacana = {
      key: used.map((s) => s.file).join('\n'),
      judul: used
        .map((s) => s.judul)
        .filter((j) => j !== '')
        .join(' · '),
      html: used.map((s) => s.html).join(''),
    };
    for (const s of used) q.problems.push(...s.problems.filter((p) => !q.problems.includes(p)));
  }
  return out;
}

interface Stimulus {
  file: string;
  judul: string;
  html: string;
  media: Map<string, RawImage>;
  problems: string[];
}

/** 'image/png' or 'image/jpeg' by the bytes' signature, else null. */
const pictureType = (b: Buffer) =>
  b.length > 8 && b.readUInt32BE(0) === 0x89504e47
    ? 'image/png'
    : b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff
      ? 'image/jpeg'
      : null;

/** Whether a zip is a QTI content package (its manifest at the root). */
export const isQtiPackage = (zip: JSZip) => !!zip.file('imsmanifest.xml');
