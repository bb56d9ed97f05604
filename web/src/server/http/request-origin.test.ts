import { describe, expect, it } from 'vitest';
import { originOf, pageOrigin } from './request-origin';

describe('originOf', () => {
  it.each([
    ['the Host header over the URL', 'http://127.0.0.1:3000/api/x', { host: 'valley-used-cars.localhost:3000' }, 'http://valley-used-cars.localhost:3000'],
    ['https when the proxy says so', 'http://127.0.0.1:3000/api/x', { host: 'dealer.example', 'x-forwarded-proto': 'https' }, 'https://dealer.example'],
    ["the URL's own scheme otherwise", 'https://dealer.example/api/x', { 'x-forwarded-proto': 'http' }, 'https://dealer.example'],
  ])('takes %s', (_, url, headers, origin) => {
    expect(originOf(new Request(url, { headers }))).toBe(origin);
  });
});

describe('pageOrigin', () => {
  it('is http on the Host unless the proxy reports https', () => {
    expect(pageOrigin(new Headers({ host: 'dealer.localhost:3000' }))).toBe('http://dealer.localhost:3000');
    expect(pageOrigin(new Headers({ host: 'dealer.example', 'x-forwarded-proto': 'https' }))).toBe('https://dealer.example');
    expect(pageOrigin(new Headers())).toBe('http://localhost');
  });
});
