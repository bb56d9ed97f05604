import { describe, expect, it } from 'vitest';
import { eventStream, frame } from './event-stream';

const read = (response: Response) => response.text();

describe('eventStream', () => {
  it('ends after endAfterMs, unsubscribing, with what was sent before', async () => {
    let unsubscribed = false;
    const response = eventStream(new Request('http://lake.test/'), (send) => {
      send(frame('welcome', {}));
      return () => {
        unsubscribed = true;
      };
    }, { endAfterMs: 20 });
    expect(await read(response)).toBe('event: welcome\ndata: {}\n\n');
    expect(unsubscribed).toBe(true);
  });

  it('stays open without endAfterMs until the client leaves', async () => {
    const leave = new AbortController();
    let unsubscribed = false;
    const response = eventStream(new Request('http://lake.test/', { signal: leave.signal }), (send) => {
      send(frame('welcome', {}));
      return () => {
        unsubscribed = true;
      };
    });
    const reader = response.body!.getReader();
    await reader.read();
    const next = reader.read();
    const still = await Promise.race([next.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('open'), 100))]);
    expect(still).toBe('open');
    leave.abort();
    expect((await next).done).toBe(true);
    expect(unsubscribed).toBe(true);
  });
});
