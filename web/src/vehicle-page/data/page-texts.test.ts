import { describe, expect, it } from 'vitest';
import { siteConfig } from '@dealer/schemas/content/site';
import { fillPlaceholders, vehiclePageTexts } from './page-texts';

const values = { vehicle: 'caravan', dealer: 'Outback RV', warrantyYears: 3 };

describe('vehicle page texts', () => {
  it.each([
    ['Can you deliver the {vehicle}?', 'Can you deliver the caravan?'],
    ['{warrantyYears}-year warranty from {dealer}', '3-year warranty from Outback RV'],
    ['{vehicle} and {vehicle}', 'caravan and caravan'],
    ['Keep {unknown} and {Vehicle} as written', 'Keep {unknown} and {Vehicle} as written'],
  ])('%j → %j', (text, expected) => {
    expect(fillPlaceholders(text, values)).toBe(expected);
  });

  const parse = siteConfig.shape.vehiclePage.parse;
  const site = (vehiclePage: unknown, warrantyBullets: string[] = []) => ({
    name: 'Valley', warrantyBullets, claims: { warrantyYears: 3 } as never, vehiclePage: parse(vehiclePage),
  });

  it("uses the dealer's own texts, filled", () => {
    const texts = vehiclePageTexts(site({ includedUsed: ['{warrantyYears}-year warranty'], whyBuyFromUs: ['Fixed prices'], protectIntro: 'Cover your {vehicle}:', faqs: [{ question: 'Test drive the {vehicle}?', answer: 'Call {dealer}.' }] }), 'Car');
    expect(texts).toMatchObject({ includedUsed: ['3-year warranty'], whyBuyFromUs: ['Fixed prices'], protectIntro: 'Cover your car:', faqs: [{ question: 'Test drive the car?', answer: 'Call Valley.' }] });
  });

  it('falls back to the defaults for a site saved without texts, and Why Buy to the warranty bullets', () => {
    const texts = vehiclePageTexts(site(null, ['5-year warranty']), 'Motorcycle');
    expect(texts.includedUsed[0]).toBe('3-year warranty');
    expect(texts.whyBuyFromUs).toEqual(['5-year warranty']);
    expect(texts.faqs[0]?.question).toBe('Can I test drive this motorcycle?');
    expect(vehiclePageTexts(site({ includedNew: [], protectIntro: '  ' }), 'Car').protectIntro).toBe('Ask us about protecting your car:');
    expect(vehiclePageTexts(site(undefined), 'Car').whyBuyFromUs).toEqual(['Trusted local dealer: Valley']);
  });
});
