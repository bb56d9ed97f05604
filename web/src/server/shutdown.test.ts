import { afterEach, describe, expect, it } from 'vitest';
import { onShutdown, runShutdownHooks } from './shutdown';

const hooksKey = Symbol.for('dealer.shutdown-hooks');

describe('shutdown hooks', () => {
  afterEach(() => {
    delete (globalThis as { [hooksKey]?: unknown })[hooksKey];
  });

  it('runs a hook marked last (closing the database) only once every other hook has finished', async () => {
    const order: string[] = [];
    let finishOutbox: () => void = () => {};
    onShutdown('database', async () => void order.push('database closed'), { last: true });
    onShutdown('lead outbox', () => new Promise<void>((resolve) => {
      finishOutbox = () => {
        order.push('outbox finished');
        resolve();
      };
    }));
    onShutdown('sweep', async () => void order.push('sweep stopped'));
    const done = runShutdownHooks();
    await Promise.resolve();
    expect(order).toEqual(['sweep stopped']);
    finishOutbox();
    await done;
    expect(order).toEqual(['sweep stopped', 'outbox finished', 'database closed']);
  });
});
