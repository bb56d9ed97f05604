import { describe, expect, it } from 'vitest';
import { isPromoValid, promoSlots, withPromos } from './promo-slots';

const now = new Date('2025-07-10T00:00:00+10:00');
const node = (patch: object) => ({ _id: 'n', ...patch });

describe('isPromoValid', () => {
  it.each([
    [{}, ['used'], true],
    [{ start: '2025-07-01T00:00:00+10:00', expiry: '2025-07-24T00:00:00+10:00' }, ['used'], true],
    [{ start: '2025-07-11T00:00:00+10:00' }, ['used'], false],
    [{ expiry: '2025-07-10T00:00:00+10:00' }, ['used'], false],
    [{ display: ['new'] }, ['new', 'used'], true],
    [{ display: ['new'], strictDisplay: true }, ['new', 'used'], false],
    [{ display: ['new', 'demo'], strictDisplay: true }, ['new', 'demo'], true],
    [{ display: ['new'] }, ['used'], false],
    [{ start: 'not a date' }, ['used'], false],
  ])('%j for %j → %s', (patch, types, valid) => expect(isPromoValid(node(patch), types, now)).toBe(valid));
});

describe('promoSlots', () => {
  const a = node({ _id: 'a' });
  const b = node({ _id: 'b', position: 17 });
  const expired = node({ _id: 'x', expiry: '2020-01-01T00:00:00Z' });
  it.each([
    [[a, b], [8, 17], [[8, 'a'], [17, 'b']]],
    [[a], [8, 17], [[8, 'a'], [17, 'a']]],
    [[expired], [8], []],
    [[a, b], [9], [[9, 'a']]],
  ])('nodes → slots', (nodes, positions, slots) => {
    expect(promoSlots(nodes, positions, ['used'], now).map((s) => [s.position, s.node._id])).toEqual(slots);
  });

  it('interleaves at 1-based positions reached by the hits', () => {
    const hits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const list = withPromos(hits, [{ position: 8, node: 'P' }, { position: 17, node: 'Q' }]);
    expect(list.map((item) => (item.kind === 'hit' ? item.hit : item.node))).toEqual([1, 2, 3, 4, 5, 6, 7, 'P', 8, 9]);
    expect(withPromos([], [{ position: 1, node: 'P' }])).toEqual([]);
  });
});
