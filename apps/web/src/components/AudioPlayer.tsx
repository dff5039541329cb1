import { Button, Group, Progress, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

const fmt = (s: number) =>
  Number.isFinite(s) ? `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}` : '0:00';

/**
 * An audio player with a play limit: a play starts only from the beginning (no seeking), asks
 * `onBeforePlay` first, and is paused and reset when refused or when the limit is reached.
 */
export function AudioPlayer({
  url,
  maxPlays,
  plays,
  onBeforePlay,
}: {
  url: string;
  /** most plays allowed (undefined = unlimited) */
  maxPlays?: number;
  /** plays already used (from the server, so it survives a reload) */
  plays: number;
  /** called before each play from the start; resolve true to play, false to refuse */
  onBeforePlay?: () => Promise<boolean>;
}) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [asking, setAsking] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [failed, setFailed] = useState(false);
  const limitReached = maxPlays !== undefined && plays >= maxPlays;
  const atStart = time < 0.25;

  // The limit reached while the page shows the player (e.g. another tab): stop and reset.
  useEffect(() => {
    const a = audioRef.current;
    if (a && limitReached && a.paused && a.currentTime > 0) a.currentTime = 0;
  }, [limitReached]);

  const reset = () => {
    const a = audioRef.current;
    if (!a) return;
    a.pause();
    a.currentTime = 0;
    setTime(0);
    setPlaying(false);
  };

  const toggle = async () => {
    const a = audioRef.current;
    if (!a) return;
    if (!a.paused) {
      a.pause();
      return;
    }
    if (atStart) {
      if (limitReached) return reset();
      setAsking(true);
      let allowed = true;
      try {
        allowed = onBeforePlay ? await onBeforePlay() : true;
      } catch {
        allowed = false;
      } finally {
        setAsking(false);
      }
      if (!allowed) return reset();
    }
    try {
      setFailed(false);
      await a.play();
    } catch {
      setFailed(true);
      setPlaying(false);
    }
  };

  const label = playing ? 'Jeda' : atStart ? 'Putar Audio' : 'Lanjutkan Audio';

  return (
    <div data-testid="audio-player">
      <audio
        ref={audioRef}
        src={url}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={reset}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onError={() => setFailed(true)}
      >
        <track kind="captions" />
      </audio>
      <Group gap="sm" wrap="nowrap" align="center">
        <Button
          size="xs"
          variant={playing ? 'light' : 'filled'}
          onClick={toggle}
          loading={asking}
          disabled={limitReached && atStart && !playing}
          aria-label={label}
        >
          {playing ? '❚❚ Jeda' : atStart ? '▶ Putar' : '▶ Lanjut'}
        </Button>
        <Progress
          value={duration ? (time / duration) * 100 : 0}
          flex={1}
          size="sm"
          aria-label="Posisi audio"
          transitionDuration={200}
        />
        <Text fz="xs" c="dimmed" ff="monospace" miw={72} ta="right">
          {fmt(time)} / {fmt(duration)}
        </Text>
      </Group>
      {maxPlays !== undefined && (
        <Text fz="xs" c={limitReached ? 'red.9' : 'dimmed'} mt={4} data-testid="audio-plays">
          {limitReached
            ? `Audio sudah diputar ${plays} dari ${maxPlays} kali`
            : `Diputar ${plays} dari ${maxPlays} kali`}
        </Text>
      )}
      {failed && (
        <Text fz="xs" c="red.7" mt={4}>
          Audio tidak dapat diputar.
        </Text>
      )}
    </div>
  );
}
