import { describe, expect, it } from 'vitest';
import { humanise } from './humanise-slug';

describe('humanise', () => {
  it.each<[string, string | null]>([
    ['book-a-service', 'Book a Service'],
    ['a-day-out', 'A Day Out'],
    ['eofy-sale', 'EOFY Sale'],
    ['land-rover', 'Land Rover'],
    ['riverside-toyota-indooroopilly', 'Riverside Toyota Indooroopilly'],
    ['call-now-to-claim-your-free-prize', null],
    ['UPPER', null],
    ['two words', null],
    ['', null],
  ])('%s → %s', (slug, expected) => {
    expect(humanise(slug)).toBe(expected);
  });
});
