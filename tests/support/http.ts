import { request } from 'node:http';
import { TEST_PORT } from './demo';

export type HttpResult = { status: number; json: unknown; text: string };

/**
 * A request to the test server as if sent to `host`: Node's resolver does not know `*.localhost`,
 * so the connection goes to 127.0.0.1 and the tenant travels in the Host header, as in production.
 */
export function hostRequest(host: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpResult> {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: TEST_PORT, method, path, headers: { host: `${host}:${TEST_PORT}`, 'content-type': 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {
          json = null;
        }
        resolve({ status: res.statusCode ?? 0, json, text });
      });
    });
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}
