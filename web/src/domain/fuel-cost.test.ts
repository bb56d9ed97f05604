import { describe, expect, it } from 'vitest';
import { defaultEconomy, showFuelCalculator, weeklyFuelCost } from './fuel-cost';

describe('fuel cost', () => {
  it.each([
    [250, 10, 1.7, 42.5], [250, 7.2, 1.7, 30.6], [0, 10, 1.7, 0], [100, 5, 2, 10], [-5, 10, 1.7, 0],
  ])('%d km at %d L/100km and $%d → $%d a week', (distance, economy, price, expected) => {
    expect(weeklyFuelCost(distance, economy, price)).toBe(expected);
  });
  it.each([[7.5, 7.5], ['6.1', 6.1], [null, 10], [0, 10], ['null', 10]])('economy %s → %d', (value, expected) => {
    expect(defaultEconomy(value)).toBe(expected);
  });
  it.each([
    ['Petrol', true], ['Electric', false], ['electric', false], ['Battery Electric', false], ['Hybrid', true], [null, true],
    ['Hybrid Petrol/Electric', true], ['Plug-in Hybrid Petrol/Electric', true], ['Electric Extended Range', true],
  ])('%s shown: %s', (fuel, shown) => {
    expect(showFuelCalculator(fuel)).toBe(shown);
  });
});
