import { createParser } from 'eventsource-parser';

/**
 * Reads a text/event-stream body to its end: every frame with an `event:` and a `data:` line goes
 * to `onEvent`, its data parsed as JSON (the frames are parsed by eventsource-parser). The staff
 * monitor page and the exam page's news read their streams with it (an EventSource cannot send
 * the bearer token), and so do the server's stream tests.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: string, data: any) => void,
): Promise<void> {
  const parser = createParser({
    onEvent: (m) => {
      if (m.event && m.data) onEvent(m.event, JSON.parse(m.data));
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    parser.feed(decoder.decode(value, { stream: true }));
  }
}
