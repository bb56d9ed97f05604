import { subscribeToVercelProtectionBypass } from '@sanity/preview-url-secret/toggle-vercel-protection-bypass';
import { describe, expect, it, vi } from 'vitest';

type LiveEvent = { type: 'message'; id: string; tags: string[] };
type Answer = { result: string | null; syncTags: string[] };

/**
 * A client as the Presentation tool's bypass-secret subscription uses it: queries answered when
 * the test says, and a live stream the test announces changes on.
 */
function clientWithLiveEvents() {
  const pending: Array<(answer: Answer) => void> = [];
  let announce: (event: LiveEvent) => void = () => {};
  const client = {
    fetch: () => new Promise<Answer>((resolve) => pending.push(resolve)),
    live: {
      events: () => ({
        subscribe: (observer: { next: (event: LiveEvent) => void }) => {
          announce = observer.next;
          return { unsubscribe() {} };
        },
      }),
    },
  };
  return {
    client: client as unknown as Parameters<typeof subscribeToVercelProtectionBypass>[0],
    queriesAsked: () => pending.length,
    answer: (index: number, answer: Answer) => pending[index]!(answer),
    announce: (tags: string[]) => announce({ type: 'message', id: `event-${tags.join()}`, tags }),
  };
}

/**
 * The Studio bundles @sanity/preview-url-secret patched (patches/, README "Repository layout"):
 * the Presentation tool shows its spinner until this subscription reports the bypass secret,
 * and a busy dataset announces changes all the time (other editors, every journey beside
 * studio-preview.spec.ts).
 */
describe('the Presentation tool\'s bypass-secret subscription (patched)', () => {
  it('reports its first answer although a change to other content was announced while it was asked', async () => {
    const lake = clientWithLiveEvents();
    const reported: Array<string | null> = [];
    const stop = subscribeToVercelProtectionBypass(lake.client, (secret) => reported.push(secret));
    lake.announce(['other-content']);
    lake.answer(0, { result: null, syncTags: ['bypass-answer'] });
    await vi.waitFor(() => expect(reported).toEqual([null]));
    stop();
  });

  it('asks again when a change to its own answer is announced, and reports the new secret', async () => {
    const lake = clientWithLiveEvents();
    const reported: Array<string | null> = [];
    const stop = subscribeToVercelProtectionBypass(lake.client, (secret) => reported.push(secret));
    lake.answer(0, { result: null, syncTags: ['bypass-answer'] });
    await vi.waitFor(() => expect(reported).toEqual([null]));
    lake.announce(['other-content']);
    expect(lake.queriesAsked()).toBe(1);
    lake.announce(['bypass-answer']);
    expect(lake.queriesAsked()).toBe(2);
    lake.answer(1, { result: 'bypass-secret', syncTags: ['bypass-answer'] });
    await vi.waitFor(() => expect(reported).toEqual([null, 'bypass-secret']));
    stop();
  });
});
