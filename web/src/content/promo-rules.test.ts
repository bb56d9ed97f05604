import type { PromoNode } from '@dealer/schemas/content/promo';
import { describe, expect, it } from 'vitest';
import { isLive, matchesDisplay, promoSlots, withPromos, type CarType } from './promo-rules';

const node = (id: string, over: Partial<PromoNode> = {}): PromoNode => ({
  _id: id, title: id, start: '2025-07-01T00:00:00+10:00', expiry: '2025-07-24T23:59:59+10:00', position: 8,
  display: [], strictDisplay: false, node: { heading: id, href: '/eofy' }, ...over,
});

describe('isLive (SPEC: 2025-07-01 to 2025-07-24 at +10:00)', () => {
  it.each([
    ['one second before the start in Brisbane (30 June 13:59:59 UTC)', '2025-06-30T13:59:59Z', false],
    ['the first second in Brisbane (30 June 14:00 UTC)', '2025-06-30T14:00:00Z', true],
    ['mid-promotion', '2025-07-10T03:00:00Z', true],
    ['the last second in Brisbane', '2025-07-24T13:59:59Z', true],
    ['one second after expiry', '2025-07-24T14:00:00Z', false],
    ['24 July evening in Perth (+08:00) is still inside', '2025-07-24T21:00:00+08:00', true],
  ])('%s', (_name, now, expected) => {
    expect(isLive(node('a'), new Date(now))).toBe(expected);
  });

  it('an unparsable date never shows', () => {
    expect(isLive(node('a', { expiry: 'soon' }), new Date('2025-07-10T00:00:00Z'))).toBe(false);
  });
});

describe('matchesDisplay', () => {
  const all: CarType[] = ['new', 'demo', 'used'];
  it.each<[string, CarType[], boolean, CarType[], boolean]>([
    ['no display types: everywhere', [], false, ['used'], true],
    ['new card on the new-cars search', ['new'], false, ['new'], true],
    ['new card on the used-cars search', ['new'], false, ['used'], false],
    ['new+demo card on all stock (loose)', ['new', 'demo'], false, all, true],
    ['new+demo card on all stock (strict)', ['new', 'demo'], true, all, false],
    ['new+demo card on new-and-demo (strict)', ['new', 'demo'], true, ['new', 'demo'], true],
    ['new+demo card on new only (strict)', ['new', 'demo'], true, ['new'], true],
    ['strict card with unknown search types', ['used'], true, [], false],
    ['loose card with unknown search types', ['used'], false, [], true],
  ])('%s', (_name, display, strictDisplay, search, expected) => {
    expect(matchesDisplay({ display, strictDisplay }, search)).toBe(expected);
  });
});

describe('promoSlots', () => {
  const now = new Date('2025-07-10T00:00:00+10:00');
  const expired = node('expired', { expiry: '2025-07-05T00:00:00+10:00' });
  const a = node('a');
  const b = node('b');
  const c = node('c', { position: 17 });
  const usedOnly = node('used-only', { position: 17, display: ['used'], strictDisplay: true });

  it.each<[string, number[], number, CarType[], Record<number, string>]>([
    ['home positions 8 and 17', [8, 17], 0, ['new'], { 8: 'a', 17: 'c' }],
    ['rotation walks the candidates of a slot', [8, 17], 1, ['new'], { 8: 'b', 17: 'c' }],
    ['rotation wraps around', [8, 17], 2, ['new'], { 8: 'a', 17: 'c' }],
    ['position 9 only: no card has it', [9], 0, ['new'], {}],
    ['used search: used-only card wins slot 17 by rotation', [17], 1, ['used'], { 17: 'used-only' }],
    ['positions below 1 are ignored', [0, 8], 0, ['new'], { 8: 'a' }],
  ])('%s', (_name, positions, rotation, searchTypes, expected) => {
    const slots = promoSlots([expired, a, b, c, usedOnly], { positions, now, searchTypes, rotation });
    expect(Object.fromEntries(slots.map((slot) => [slot.position, slot.node._id]))).toEqual(expected);
  });

  it('expired cards never take a slot', () => {
    expect(promoSlots([expired], { positions: [8], now, searchTypes: ['new'] })).toEqual([]);
  });
});

describe('withPromos', () => {
  const hits = Array.from({ length: 20 }, (_, i) => i + 1);
  const slot = (position: number) => ({ position, node: node(`p${position}`, { position }) });

  it('puts each card at its 1-based position', () => {
    const items = withPromos(hits, [slot(17), slot(8)]);
    expect(items[7]).toMatchObject({ kind: 'promo', node: { _id: 'p8' } });
    expect(items[16]).toMatchObject({ kind: 'promo', node: { _id: 'p17' } });
    expect(items).toHaveLength(22);
  });

  it.each([
    [7, 8, 1],
    [8, 9, 1],
    [6, 8, 0],
    [3, 8, 0],
  ])('%i hits with a card at %i → %i cards', (count, position, expected) => {
    const items = withPromos(hits.slice(0, count), [slot(position)]);
    expect(items.filter((item) => item.kind === 'promo')).toHaveLength(expected);
  });
});
