import { describe, expect, it } from 'vitest';
import { refuseWrite } from './write-guard';

const HOST = 'riverside-toyota.localhost:3000';
const headers = (values: Record<string, string>) => new Headers({ host: HOST, ...values });

describe('refuseWrite (hardening finding 7)', () => {
  it.each([
    ['same-origin JSON lead', 'POST', '/api/leads/contact', { origin: `http://${HOST}`, 'content-type': 'application/json', 'content-length': '10' }],
    ['JSON with a charset', 'POST', '/api/rate-limit', { origin: `http://${HOST}`, 'content-type': 'application/json; charset=utf-8', 'content-length': '10' }],
    ['a server without Origin', 'POST', '/api/leads/contact', { 'content-type': 'application/json', 'content-length': '10' }],
    ['the CV upload as a PDF', 'POST', '/api/leads/uploads', { origin: `http://${HOST}`, 'content-type': 'application/pdf', 'content-length': '10' }],
    ['a same-origin phone reveal without a body', 'POST', '/api/cars/x/phone-reveal', { 'sec-fetch-site': 'same-origin' }],
    ['a read from anywhere', 'GET', '/api/check-if-contact-exists', { origin: 'https://evil.example' }],
    ['the search API from anywhere', 'POST', '/api/search/1/indexes/*/queries', { origin: 'https://evil.example', 'content-type': 'text/plain', 'content-length': '10' }],
    ['the admin API (its own key)', 'POST', '/api/admin/vehicles/1', { 'content-type': 'application/json', 'content-length': '10' }],
  ])('lets through %s', (_name, method, path, values) => {
    expect(refuseWrite(method, path, headers(values))).toBeNull();
  });

  it.each([
    ['another site', { origin: 'https://evil.example', 'content-type': 'application/json' }],
    ['another tenant of the platform', { origin: 'http://valley-used-cars.localhost:3000', 'content-type': 'application/json' }],
    ['a null origin', { origin: 'null', 'content-type': 'application/json' }],
    ['cross-site fetch metadata', { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }],
    ['same-site fetch metadata (a sibling subdomain)', { 'sec-fetch-site': 'same-site', 'content-type': 'application/json' }],
  ])('refuses a write from %s with 403', (_name, values) => {
    expect(refuseWrite('POST', '/api/leads/contact', headers(values))).toMatchObject({ status: 403 });
    expect(refuseWrite('POST', '/api/watchlist/save-car', headers(values))).toMatchObject({ status: 403 });
  });

  it.each(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain', 'application/xml'])('refuses a %s body to a JSON route with 415', (type) => {
    expect(refuseWrite('POST', '/api/leads/contact', headers({ origin: `http://${HOST}`, 'content-type': type, 'content-length': '5' }))).toMatchObject({ status: 415 });
    expect(refuseWrite('POST', '/api/trade-in/accept', headers({ 'content-type': type, 'content-length': '5' }))).toMatchObject({ status: 415 });
  });
});
