import { describe, expect, it } from 'vitest';
import { hostedSpinUrl } from './hosted-spin';

describe('hosted 360 spin from spin_code (SPEC 3)', () => {
  it.each<[string, string | null, string[] | null, string | null]>([
    ['account and VIN', 'metromotors/JTMW43FV20D123456', null, 'https://spins.spincar.com/metromotors/JTMW43FV20D123456'],
    ['one part', 'spin_4412-a', null, 'https://spins.spincar.com/spin_4412-a'],
    ['padded', '  metromotors/MT1234 ', [], 'https://spins.spincar.com/metromotors/MT1234'],
    ['no code', null, null, null],
    ['empty code', '   ', null, null],
    ['own spin frames win', 'metromotors/MT1234', ['/f1.jpg', '/f2.jpg'], null],
    ['markup', '"><script>alert(1)</script>', null, null],
    ['another host', '//evil.example/x', null, null],
    ['a full URL', 'https://evil.example/spin', null, null],
    ['path climbing', '../admin', null, null],
    ['a query', 'metromotors/MT1234?autoplay=1', null, null],
    ['three parts', 'a/b/c', null, null],
    ['an empty part', 'metromotors/', null, null],
    ['spaces inside', 'metro motors/MT1', null, null],
    ['too long', 'x'.repeat(65), null, null],
  ])('%s', (_name, spin_code, spin_images, url) => {
    expect(hostedSpinUrl({ spin_code, spin_images })).toBe(url);
  });
});
