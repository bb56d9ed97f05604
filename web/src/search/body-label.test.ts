import { describe, expect, it } from 'vitest';
import { BODY_VALUES, bodyLabel } from './body-label';

describe('bodyLabel', () => {
  it.each([
    ['suv', 'SUV'], ['cabChassis', 'Cab Chassis'], ['peopleMover', 'People Mover'], ['4x4', '4x4'], ['ev', 'EV'], ['caravan', 'Caravan'], ['', ''],
  ])('%s → %s', (value, label) => expect(bodyLabel(value)).toBe(label));

  it('labels every spec body value', () => {
    for (const value of BODY_VALUES) expect(bodyLabel(value)).not.toBe('');
  });
});
