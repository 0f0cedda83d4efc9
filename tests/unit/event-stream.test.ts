/**
 * The one text/event-stream parser (widgets/core/event-stream.ts), fed bytes
 * as the visitor's chat feeds it what fetch reads: a chunk may end anywhere.
 */
import { eventStreamParser, type StreamEvent } from '../../widgets/core/event-stream';

const bytes = (text: string) => new TextEncoder().encode(text);

/** Feeds the chunks in turn; the events heard, and the retry delays. */
function parse(...chunks: Uint8Array[]): { events: StreamEvent[]; retries: number[] } {
  const events: StreamEvent[] = [];
  const retries: number[] = [];
  const feed = eventStreamParser(
    (event) => events.push(event),
    (ms) => retries.push(ms),
  );
  for (const chunk of chunks) feed(chunk);
  return { events, retries };
}

/** The text's bytes in two chunks, cut after byte `at`. */
const cutAt = (text: string, at: number) => [bytes(text).slice(0, at), bytes(text).slice(at)];

describe('the event-stream parser', () => {
  it('reads a \\r\\n cut between its \\r and its \\n as one line end', () => {
    const text = 'event: typing\r\ndata: a\r\ndata: b\r\n\r\n';
    const cut = text.indexOf('\r\ndata: b') + 1;
    expect(parse(...cutAt(text, cut)).events).toEqual([{ event: 'typing', data: 'a\nb' }]);
  });

  it('reads a UTF-8 character cut between two chunks whole', () => {
    const text = 'data: {"text":"Étoile ✨"}\n\n';
    const sparkle = bytes(text).indexOf(0xe2);
    for (const cut of [bytes(text).indexOf(0xc3) + 1, sparkle + 1, sparkle + 2]) {
      expect(parse(...cutAt(text, cut)).events).toEqual([{ event: 'message', data: '{"text":"Étoile ✨"}' }]);
    }
  });

  it('reads the same events whatever the chunks, one byte at a time included', () => {
    const text = ': keep-alive\n\nretry: 2000\n\nid: 4\nevent: message\ndata: {"a":1}\n\nevent: typing\r\ndata: {}\r\n\r\ndata: é\rdata:\r\r: the end\n';
    const whole = parse(bytes(text));
    expect(whole).toEqual({
      events: [
        { event: 'message', data: '{"a":1}', id: '4' },
        { event: 'typing', data: '{}', id: '4' },
        { event: 'message', data: 'é\n', id: '4' },
      ],
      retries: [2000],
    });
    const all = bytes(text);
    expect(parse(...Array.from(all, (byte) => Uint8Array.of(byte)))).toEqual(whole);
    for (let cut = 1; cut < all.length; cut++) expect(parse(...cutAt(text, cut))).toEqual(whole);
  });

  it('leaves out comments, a blank line without data, unknown fields and a retry that is not a number', () => {
    expect(parse(bytes(':\n\nevent: typing\n\nfoo: 1\nretry: soon\ndata\n\n'))).toEqual({ events: [{ event: 'message', data: '' }], retries: [] });
  });
});
