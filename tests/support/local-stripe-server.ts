import { afterAll, beforeAll } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { localProcessor, type LocalProcessor } from '@/ports/payments/local-processor';
import { handleLocalStripe } from '@/ports/payments/local-stripe/local-stripe-api';

export type TestServer = { url: string; port: number; close(): Promise<void> };

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks);
  return new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body });
}

async function send(res: ServerResponse, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Serves `handle` over real HTTP on 127.0.0.1 (a free port). */
export async function serve(handle: (request: Request) => Promise<Response>): Promise<TestServer> {
  const server: Server = createServer((req, res) => {
    void toRequest(req).then(handle).then((response) => send(res, response)).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The local payment processor over HTTP, delivering its webhooks to `webhookUrl`. */
export async function startLocalStripe(db: Kysely<Database>, webhookUrl: string, now?: () => Date): Promise<TestServer & { processor: LocalProcessor }> {
  const processor = localProcessor(db, webhookUrl, now);
  const server = await serve((request) => {
    const url = new URL(request.url);
    return handleLocalStripe(request, url.pathname.replace(/^\/v1/, ''), url.origin, processor.deps);
  });
  return { ...server, processor };
}

export type ReceivedWebhook = { body: string; signature: string };

/**
 * A webhook endpoint over real HTTP for a test file's suites (started before them, closed after):
 * it keeps what it receives (the raw body and its `Stripe-Signature`) and answers 200 like an app
 * that applied the event.
 */
export function suiteWebhookReceiver(): { url: () => string; received: ReceivedWebhook[] } {
  const received: ReceivedWebhook[] = [];
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await serve(async (request) => {
      received.push({ body: await request.text(), signature: request.headers.get('stripe-signature') ?? '' });
      return Response.json({ received: true });
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  return { url: () => server!.url, received };
}
