import { describe, expect, it } from 'vitest';
import { generateDemo } from '../generate';

const demo = generateDemo({ seed: 7, referenceDate: new Date('2025-11-21T00:00:00Z') });
const byId = new Map(demo.documents.map((doc) => [doc._id, doc]));
const offers = demo.documents.filter((doc) => doc._type === 'offer');

describe('demo offers and models directory', () => {
  it('gives every tenant current offers and one expired offer', () => {
    const now = Date.parse(demo.referenceDate);
    for (const site of demo.sites) {
      const own = offers.filter((offer) => (offer.site as { _ref: string })._ref === `site-${site}`);
      const expired = own.filter((offer) => typeof offer.validUntil === 'string' && Date.parse(offer.validUntil) < now);
      expect(own.length - expired.length, site).toBeGreaterThanOrEqual(4);
      expect(expired, site).toHaveLength(1);
    }
  });

  it('points offer model references at a model of the same site', () => {
    for (const offer of offers.filter((o) => o.model)) {
      const model = byId.get((offer.model as { _ref: string })._ref);
      expect(model?._type, offer._id).toBe('model');
      expect(model?.site).toEqual(offer.site);
    }
  });

  it('lists only the item types a tenant stocks (no BMW cars at the motorcycle dealer)', () => {
    const outbackModels = demo.documents.filter((doc) => doc._type === 'model' && (doc.site as { _ref: string })._ref === 'site-outback-rv-and-moto');
    expect(outbackModels.map((m) => m.name)).toContain('R 1300 GS');
    expect(outbackModels.map((m) => m.name)).not.toContain('X5');
  });

  it('has more than one page (21) of models for the dealer group', () => {
    const metro = demo.documents.filter((doc) => doc._type === 'model' && (doc.site as { _ref: string })._ref === 'site-metro-motor-group');
    expect(metro.length).toBeGreaterThan(21);
  });
});

describe('demo document ids', () => {
  it('are unique (a repeated _id would silently replace a document on import)', () => {
    const ids = demo.documents.map((doc) => doc._id);
    expect(ids.length - new Set(ids).size).toBe(0);
  });
});
