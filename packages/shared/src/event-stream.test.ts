import { describe, expect, it } from 'vitest';
import { readEventStream } from './event-stream';

/** A body that arrives in the given pieces, as a network delivers it. */
const bodyOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      for (const chunk of chunks) c.enqueue(new TextEncoder().encode(chunk));
      c.close();
    },
  });

const read = async (...chunks: string[]) => {
  const events: [string, unknown][] = [];
  await readEventStream(bodyOf(...chunks), (event, data) => events.push([event, data]));
  return events;
};

describe('readEventStream', () => {
  it('gives each frame once, whole, however the bytes were split', async () => {
    const text = 'event: update\ndata: {"n":1}\n\nevent: ping\ndata: {"é":"ü"}\n\n';
    const bytes = new TextEncoder().encode(text);
    const expected = [
      ['update', { n: 1 }],
      ['ping', { é: 'ü' }],
    ];
    expect(await read(text)).toEqual(expected);
    // one byte at a time: a frame, and a character of two bytes, split across reads
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (const b of bytes) c.enqueue(Uint8Array.of(b));
        c.close();
      },
    });
    const events: [string, unknown][] = [];
    await readEventStream(stream, (event, data) => events.push([event, data]));
    expect(events).toEqual(expected);
  });

  it('skips comments and frames without an event or data, and an unfinished last frame', async () => {
    expect(
      await read(': keep-alive\n\n', 'data: {"a":1}\n\n', 'event: x\n\n', 'event: update\ndata: {}'),
    ).toEqual([]);
  });
});
