import { describe, expect, it } from 'vitest';
import { gatedAddressElsewhere } from './gated-address';

describe('gatedAddressElsewhere', () => {
  const gated = ['/spin-to-win', '/my-garage'];

  it('lets the gated address itself render: the proxy let only a signed-in shopper through', () => {
    expect(gatedAddressElsewhere(gated, ['spin-to-win'], 'spin-to-win')).toBeNull();
  });

  it('sends another spelling of a gated page to its gated address', () => {
    expect(gatedAddressElsewhere(gated, ['pages', 'spin-to-win'], 'spin-to-win')).toBe('/spin-to-win');
    expect(gatedAddressElsewhere(['/pages/offers'], ['offers'], 'offers')).toBe('/pages/offers');
  });

  it('leaves pages no gate names alone', () => {
    expect(gatedAddressElsewhere(gated, ['about-us'], 'about-us')).toBeNull();
    expect(gatedAddressElsewhere([], ['pages', 'spin-to-win'], 'spin-to-win')).toBeNull();
  });
});
