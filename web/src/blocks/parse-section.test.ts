import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSection } from './parse-section';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parseSection', () => {
  it('parses a valid block and applies schema defaults', () => {
    const result = parseSection({ _type: 'hero', _key: 'h1', heading: 'Welcome' }, 0);
    expect(result).toEqual({ ok: true, key: 'h1', type: 'hero', props: { heading: 'Welcome', ctas: [] } });
  });

  it('drops fields the schema does not know', () => {
    const result = parseSection({ _type: 'warrantyBullets', _key: 'w', heading: 'Why us', extra: 1 }, 0);
    expect(result).toMatchObject({ ok: true, props: { heading: 'Why us' } });
    expect(result.ok && 'extra' in result.props).toBe(false);
  });

  it.each([
    ['unknown type', { _type: 'carousel3d', _key: 'c' }, { ok: false, type: 'carousel3d', reason: 'unknown-type' }],
    ['inherited property name', { _type: 'toString', _key: 't' }, { ok: false, type: 'toString', reason: 'unknown-type' }],
    ['missing required field', { _type: 'hero', _key: 'h' }, { ok: false, type: 'hero', reason: 'invalid-fields' }],
    ['wrong field type', { _type: 'featuredStock', _key: 'f', heading: 'Cars', limit: 'six' }, { ok: false, type: 'featuredStock', reason: 'invalid-fields' }],
    ['limit out of range', { _type: 'featuredStock', _key: 'f', heading: 'Cars', limit: 500 }, { ok: false, reason: 'invalid-fields' }],
  ])('%s → fallback', (_name, section, expected) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseSection(section, 3)).toMatchObject(expected);
  });

  it('invents a key when the section has none', () => {
    expect(parseSection({ _type: 'nope', _key: '' }, 4).key).toBe('section-4');
  });

  it('accepts empty optional content (the block then renders nothing)', () => {
    expect(parseSection({ _type: 'promoTiles', _key: 'p' }, 0)).toMatchObject({ ok: true, props: { tiles: [] } });
    expect(parseSection({ _type: 'richText', _key: 'r', body: [] }, 0)).toMatchObject({ ok: true, props: { body: [] } });
  });
});
