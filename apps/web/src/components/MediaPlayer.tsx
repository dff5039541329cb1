import { Text } from '@mantine/core';
import { memo } from 'react';
import { deferred } from './deferred';
import classes from './media.module.css';

/**
 * The audio player with its play limit: only a listening question shows one, so its code (and
 * Mantine's Progress) is fetched when such a question is on screen, not with every exam page.
 */
const AudioPlayer = deferred(() => import('./AudioPlayer').then((m) => m.AudioPlayer));

export type MediaKind = 'image' | 'audio' | 'unsupported';

/** The kind of a media file by its extension (spec §2.3). */
export function mediaKind(url: string): MediaKind {
  const ext = url.split(/[?#]/)[0].toLowerCase().split('.').pop() ?? '';
  if (['jpg', 'jpeg', 'png'].includes(ext)) return 'image';
  if (['mp3', 'ogg', 'wav'].includes(ext)) return 'audio';
  return 'unsupported';
}

export const UNSUPPORTED_MEDIA = 'Format file tidak didukung';

export interface MediaPlayerProps {
  url: string;
  /** decided by the server; derived from the extension when absent */
  kind?: MediaKind;
  /** image alt text */
  alt?: string;
  /** audio: most plays allowed (undefined = unlimited) */
  maxPlays?: number;
  /** audio: plays already used (e.g. from the server, so it survives a reload) */
  plays?: number;
  /**
   * audio: called before each play from the start; resolve true to play, false to refuse
   * (the player then stays paused at the start).
   */
  onBeforePlay?: () => Promise<boolean>;
}

/**
 * An image, or an audio player with a play limit: a play starts only from the beginning (no
 * seeking), asks `onBeforePlay` first, and is paused and reset when refused or when the limit is
 * reached. Any other file shows 'Format file tidak didukung'.
 */
export const MediaPlayer = memo(function MediaPlayer({
  url,
  kind,
  alt = 'Gambar soal',
  maxPlays,
  plays = 0,
  onBeforePlay,
}: MediaPlayerProps) {
  const k = kind ?? mediaKind(url);
  if (k === 'image')
    return (
      // a plain img, not Mantine's Image: the exam pages' code carries no Image (vite.config.ts)
      <img src={url} alt={alt} loading="lazy" className={classes.image} />
    );
  if (k === 'audio')
    return <AudioPlayer needed url={url} maxPlays={maxPlays} plays={plays} onBeforePlay={onBeforePlay} />;
  return (
    <Text c="red.7" fz="sm" role="alert">
      {UNSUPPORTED_MEDIA}
    </Text>
  );
});
