import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { IDLE_CONNECTION_MS, keepIdleConnectionsOpen } from './idle-connections';

let open: Server | undefined;
const agent = new Agent({ keepAlive: true });
afterEach(() => {
  agent.destroy();
  open?.closeAllConnections();
  open?.close();
});

function get(port: number) {
  return new Promise<{ keepAlive: string; socketPort: number | undefined }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ keepAlive: String(res.headers['keep-alive']), socketPort: req.socket?.localPort }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('idle connections', () => {
  it('tells clients that an idle connection stays open 65 s, not Node\'s 5 s', async () => {
    open = createServer((req, res) => {
      keepIdleConnectionsOpen(req);
      res.end('served');
    });
    expect(open.keepAliveTimeout).toBe(5_000);
    await new Promise<void>((resolve) => open!.listen(0, '127.0.0.1', resolve));
    const port = (open.address() as AddressInfo).port;
    const first = await get(port);
    expect(open.keepAliveTimeout).toBe(65_000);
    // The first connection stays open and is reused; from its second answer on, clients are told.
    const second = await get(port);
    expect(second.socketPort).toBe(first.socketPort);
    expect(second.keepAlive).toBe(`timeout=${IDLE_CONNECTION_MS / 1000}`);
  });
});
