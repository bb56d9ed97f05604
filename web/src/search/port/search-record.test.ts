import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '../engine/engine';
import { makeVehicleRecords } from '../engine/testing/vehicle-records';
import { configureVehicleIndexes } from '../engine/vehicle-indexes';
import { CARD_ATTRIBUTES, CARD_ATTRIBUTES_TO_RETRIEVE } from './search-record';

describe('the hits a search page asks for', () => {
  it('carry the attributes a card reads and the object id, nothing else (the card types refuse reading others)', () => {
    const engine = createSearchEngine();
    configureVehicleIndexes(engine, { primary: 'Car_production' });
    const [record] = makeVehicleRecords(1);
    engine.saveObjects('Car_production', [record!]);
    const [hit] = engine.search('Car_production', { attributesToRetrieve: CARD_ATTRIBUTES_TO_RETRIEVE, attributesToHighlight: [] }).hits;
    expect(Object.keys(hit!).sort()).toEqual(['objectID', ...CARD_ATTRIBUTES].sort());
    // About half of what a whole record holds.
    expect(JSON.stringify(hit).length).toBeLessThan(JSON.stringify(record).length * 0.6);
  });
});
