// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredDetails, saveStoredDetails } from './stored-details';

afterEach(() => window.localStorage.clear());

describe('stored user details', () => {
  it('are read back as saved, trimmed, for the next form to prefill', () => {
    saveStoredDetails({ name: ' Jo ', last_name: 'Citizen', email: 'jo@example.com', phone: '0412 345 678', postcode: '4000', message: 'not kept' });
    expect(readStoredDetails()).toEqual({ name: 'Jo', last_name: 'Citizen', email: 'jo@example.com', phone: '0412 345 678', postcode: '4000' });
  });

  it('keep what was stored before when a later form leaves a field empty', () => {
    saveStoredDetails({ name: 'Jo', email: 'jo@example.com' });
    saveStoredDetails({ name: 'Sam', email: '' });
    expect(readStoredDetails()).toEqual({ name: 'Sam', email: 'jo@example.com' });
  });

  it('leave out whatever is not usable text: an older shape, a hand edit, broken JSON', () => {
    window.localStorage.setItem('userDetails', JSON.stringify({ name: 'Jo', email: 42, phone: '', postcode: 'x'.repeat(255), extra: 'ignored' }));
    expect(readStoredDetails()).toEqual({ name: 'Jo' });
    window.localStorage.setItem('userDetails', JSON.stringify(['Jo']));
    expect(readStoredDetails()).toEqual({});
    window.localStorage.setItem('userDetails', '{not json');
    expect(readStoredDetails()).toEqual({});
  });
});
