import { describe, expect, it } from 'vitest';
import { signInHeading, signInTargets } from './sign-in-targets';

describe('sign-in targets', () => {
  it.each([
    [{ redirect: '/my-garage?tab=1', back: '/cars/x' }, { redirect: '/my-garage?tab=1', back: '/cars/x' }],
    [{ back: '/cars/x' }, { redirect: '/cars/x', back: '/cars/x' }],
    [{}, { redirect: '/', back: '/' }],
    [{ redirect: 'https://evil.example/', back: '//evil.example' }, { redirect: '/', back: '/' }],
    [{ redirect: '/%09/evil.example' }, { redirect: '/', back: '/' }],
    [{ redirect: '/sign-in?redirect=/x' }, { redirect: '/', back: '/' }],
    [{ redirect: ['/a', '/b'] }, { redirect: '/a', back: '/' }],
  ])('%j → %j', (query, expected) => {
    expect(signInTargets(query)).toEqual(expected);
  });

  it('names the watchlist when sign-in comes from a Save button', () => {
    expect(signInHeading('watchlist')).toMatch(/watchlist/);
    expect(signInHeading('my-garage')).toBe('Sign in with your mobile');
  });
});
