import { request } from 'node:http';
import { TEST_PORT } from './demo';

/** The worker's client address (playwright.config.ts), as the trusted proxy in front would send it. */
const clientAddress = (): Record<string, string> => (process.env.JOURNEY_CLIENT_ADDRESS ? { 'x-forwarded-for': process.env.JOURNEY_CLIENT_ADDRESS } : {});

/** `body` is the bytes as they came (still compressed when the response has a Content-Encoding). */
export type HttpResult = { status: number; json: unknown; text: string; body: Buffer; headers: Record<string, string | string[] | undefined> };

/**
 * A request to the test server as if sent to `host`: Node's resolver does not know `*.localhost`,
 * so the connection goes to 127.0.0.1 and the tenant travels in the Host header, as in production.
 */
export function hostRequest(host: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}, port = TEST_PORT): Promise<HttpResult> {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { host: `${host}:${port}`, 'content-type': 'application/json', ...clientAddress(), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {
          json = null;
        }
        resolve({ status: res.statusCode ?? 0, json, text, body, headers: res.headers });
      });
    });
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}
