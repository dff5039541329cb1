import type { Exec } from '../../db';
import { type Caches, cacheSlot } from '../../lib/caches';
import { allSettings, programmeRows } from '../settings/settings.service';
import {
  listTryoutMateri,
  type TryoutCardRow,
  type TryoutMateriRow,
  tryoutCards,
} from './outcome.repository';

/*
 * The exam day's configuration from memory while a config_version holds (docs/decisions/0033):
 * the settings and programmes (read through the settings module), the tryout set and its cards.
 */

/** The exam day's configuration as of one config_version (0013). */
export interface ExamConfig {
  version: number;
  settings: Record<string, string>;
  programmes: Awaited<ReturnType<typeof programmeRows>>;
  tryoutSet: TryoutMateriRow[];
  /** the cards by kode_ujian, as a start and a submit read them (findTryoutMateriByKode) */
  cards: Map<string, TryoutCardRow>;
}

/** The configuration last read, in this app (its caches: lib/caches.ts). */
const lastConfig = cacheSlot('outcome exam config', () => ({ held: undefined as ExamConfig | undefined }));

/** The configuration's version read with a token or a card (0013), and the app's caches that hold it. */
export interface ConfigAt {
  version: number;
  caches: Caches;
}

/** `version` with the caches that hold its configuration; undefined when none was read. */
export const configAt = (caches: Caches, version: number | undefined): ConfigAt | undefined =>
  version === undefined ? undefined : { version, caches };

/**
 * The settings, the programmes and the tryout set as of `version` (read with the caller's token,
 * auth.repository's liveToken, or with the card, tryoutMateriByKode): from memory while the
 * database's version is the one read then, else read again. Any write to those tables raises the
 * version (triggers), so a change made through any instance or tool is seen by the next request.
 */
export async function examConfig(db: Exec, { version, caches }: ConfigAt): Promise<ExamConfig> {
  const slot = caches.of(lastConfig);
  const held = slot.held;
  if (held?.version === version) return held;
  const [settings, programmes, tryoutSet, cardRows] = await Promise.all([
    allSettings(db),
    programmeRows(db),
    listTryoutMateri(db),
    tryoutCards(db),
  ]);
  const cards = new Map<string, TryoutCardRow>();
  for (const c of cardRows)
    if (!cards.has(c.kode_ujian)) cards.set(c.kode_ujian, { ...c, config_version: version });
  const fresh = { version, settings, programmes, tryoutSet, cards };
  slot.held = fresh;
  return fresh;
}

/** The card `kode` as of `version` (read with the caller's token): from memory, no statement. */
/**
 * The version of the configuration this app holds, if any: a caller whose token was not read
 * (docs/decisions/0044) takes its card from it, and its first statement reads the version again.
 */
export const heldConfigVersion = (caches: Caches): number | undefined => caches.of(lastConfig).held?.version;

export const tryoutCardAt = async (db: Exec, at: ConfigAt, kode: string) =>
  (await examConfig(db, at)).cards.get(kode);
