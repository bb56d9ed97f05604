import { describe, expect, it } from 'vitest';
import { DIRECTORY_HEADING, directoryHeading } from './directory-heading';

const facets = { 'manufacturer.name': { Toyota: 4 }, 'model.body': { suv: 3, peopleMover: 1 } };

describe('directory heading', () => {
  it('names the body and make the directory has', () => {
    expect(directoryHeading({ manufacturer: null, body: 'suv' }, facets)).toBe('SUV Models');
    expect(directoryHeading({ manufacturer: 'Toyota', body: 'peopleMover' }, facets)).toBe('Toyota People Mover Models');
  });

  it('ignores values the directory does not have (no crafted words on the page)', () => {
    expect(directoryHeading({ manufacturer: 'Buy now at scam.example', body: 'spaceship' }, facets)).toBe(DIRECTORY_HEADING);
    expect(directoryHeading({ manufacturer: null, body: null }, {})).toBe(DIRECTORY_HEADING);
  });
});
