import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '../engine/engine';
import { makeVehicleRecords } from '../engine/testing/vehicle-records';
import { configureVehicleIndexes } from '../engine/vehicle-indexes';
import { ATTRIBUTES_CARDS_SKIP, CARD_ATTRIBUTES_TO_RETRIEVE } from './search-record';

describe('the hits a search page asks for', () => {
  it('carry every attribute of the record but those no card reads (the card types refuse reading them)', () => {
    const engine = createSearchEngine();
    configureVehicleIndexes(engine, { primary: 'Car_production' });
    const [record] = makeVehicleRecords(1);
    engine.saveObjects('Car_production', [record!]);
    const [hit] = engine.search('Car_production', { attributesToRetrieve: CARD_ATTRIBUTES_TO_RETRIEVE, attributesToHighlight: [] }).hits;
    const kept = Object.keys(record!).filter((name) => !(ATTRIBUTES_CARDS_SKIP as readonly string[]).includes(name));
    expect(Object.keys(hit!).sort()).toEqual(kept.sort());
    expect(kept.length).toBe(Object.keys(record!).length - ATTRIBUTES_CARDS_SKIP.length);
  });
});
