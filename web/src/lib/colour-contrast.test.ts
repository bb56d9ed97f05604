import { describe, expect, it } from 'vitest';
import { brandCssVariables } from './brand-colours';
import { contrastRatio, darkenUntilReadable, parseHex, readableForeground, toHex } from './colour-contrast';

const hex = (value: string) => {
  const rgb = parseHex(value);
  if (!rgb) throw new Error(`bad colour ${value}`);
  return rgb;
};

describe('parseHex', () => {
  it.each([
    ['#ffffff', { r: 255, g: 255, b: 255 }],
    ['#000', { r: 0, g: 0, b: 0 }],
    ['EB0A1E', { r: 235, g: 10, b: 30 }],
    [' #1d4ed8 ', { r: 29, g: 78, b: 216 }],
  ])('%s', (value, expected) => {
    expect(parseHex(value)).toEqual(expected);
  });

  it.each(['red', 'rgb(0,0,0)', '#12345', '#fff; background:url(x)', ''])('rejects %j', (value) => {
    expect(parseHex(value)).toBeNull();
  });
});

describe('contrastRatio', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s ≈ %d', (a, b, expected) => {
    expect(contrastRatio(hex(a), hex(b))).toBeCloseTo(expected, 1);
  });
});

describe('readableForeground', () => {
  it.each([
    ['keeps a good pair', '#1d4ed8', '#ffffff', '#ffffff'],
    ['replaces white on yellow with black', '#facc15', '#ffffff', '#000000'],
    ['replaces a missing foreground', '#0f172a', null, '#ffffff'],
  ])('%s', (_name, background, preferred, expected) => {
    expect(toHex(readableForeground(hex(background), preferred ? hex(preferred) : null))).toBe(expected);
  });
});

describe('darkenUntilReadable', () => {
  it.each(['#facc15', '#38bdf8', '#eb0a1e', '#1d4ed8', '#ffffff'])('%s reaches 4.5:1 on white', (colour) => {
    const result = darkenUntilReadable(hex(colour), hex('#ffffff'));
    expect(contrastRatio(result, hex('#ffffff'))).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves an already dark colour unchanged', () => {
    expect(toHex(darkenUntilReadable(hex('#0f172a'), hex('#ffffff')))).toBe('#0f172a');
  });
});

describe('brandCssVariables', () => {
  it('guarantees 4.5:1 for every pair it returns', () => {
    const vars = brandCssVariables({ primary: '#ffd500', primaryForeground: '#ffffff', accent: '#00a3e0', accentForeground: '#ffffff' });
    expect(contrastRatio(hex(vars['--brand-primary']), hex(vars['--brand-primary-foreground']))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(hex(vars['--brand-accent']), hex(vars['--brand-accent-foreground']))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(hex(vars['--brand-ink']), hex('#ffffff'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(hex(vars['--brand-ink']), hex('#f5f5f5'))).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back when a colour is not hex', () => {
    const vars = brandCssVariables({ primary: 'red', primaryForeground: 'white', accent: 'nope', accentForeground: '' });
    expect(vars['--brand-primary']).toBe('#1d4ed8');
    expect(vars['--brand-primary-foreground']).toBe('#ffffff');
  });
});
