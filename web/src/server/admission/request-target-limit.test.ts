import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_REQUEST_TARGET, refuseOverlongTarget } from './request-target-limit';

let open: Server | undefined;
afterEach(() => {
  open?.closeAllConnections();
  open?.close();
});

async function get(path: string) {
  open = createServer((req, res) => {
    if (!refuseOverlongTarget(req, res)) res.end('served');
  });
  await new Promise<void>((resolve) => open!.listen(0, '127.0.0.1', resolve));
  const port = (open.address() as AddressInfo).port;
  return new Promise<{ status: number; body: string; headerBytes: number }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headerBytes: res.rawHeaders.join('').length }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('request target limit', () => {
  it('serves an address at the limit', async () => {
    const path = `/search?q=${'x'.repeat(MAX_REQUEST_TARGET - '/search?q='.length)}`;
    expect(path.length).toBe(MAX_REQUEST_TARGET);
    expect(await get(path)).toMatchObject({ status: 200, body: 'served' });
  });

  it('refuses one character more with 414 and a message that does not echo the address', async () => {
    const answer = await get(`/cars/${'a'.repeat(MAX_REQUEST_TARGET)}`);
    expect(answer.status).toBe(414);
    expect(answer.body).toBe('This address is too long (over 4,096 characters). Please check the link and try again.');
    expect(answer.headerBytes).toBeLessThan(200);
  });
});
