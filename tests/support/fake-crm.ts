import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook, type SignatureCheck } from '@/ports/crm/webhook-signature';

/**
 * A dealer CRM for fault tests: an HTTP endpoint whose behaviour the test switches (refusing
 * connections, answering too slowly, failing with 500, holding a request, accepting). Like a real
 * CRM honouring Idempotency-Key, it records each key once however often it is sent.
 */
export type CrmMode =
  | { kind: 'ok' }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'error'; status: number }
  | { kind: 'hold' };

export type CrmRequest = { key: string; leadId: string; contentType: string; body: string; at: number; signature: SignatureCheck | null };

export class FakeCrm {
  mode: CrmMode = { kind: 'ok' };
  readonly requests: CrmRequest[] = [];
  /** Idempotency key → the body first accepted with it. */
  readonly accepted = new Map<string, string>();
  private server: Server | null = null;
  private held: ServerResponse[] = [];
  private onRequestListeners: ((r: CrmRequest) => void)[] = [];
  /** With a secret, the CRM checks each request's signature as README tells receivers to (401 when it fails). */
  constructor(readonly port: number, private readonly secret: string | null = null) {}

  static async freePort(): Promise<number> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return port;
  }

  url(path = '/leads'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** Starts answering; until then connections are refused (the CRM is down). */
  async up(): Promise<void> {
    if (this.server) return;
    const server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.release(503);
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  nextRequest(): Promise<CrmRequest> {
    return new Promise((resolve) => this.onRequestListeners.push(resolve));
  }

  /** Answers every held request. */
  release(status = 200): void {
    for (const res of this.held.splice(0)) if (!res.writableEnded) res.writeHead(status).end();
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request: CrmRequest = {
      key: String(req.headers['idempotency-key'] ?? ''),
      leadId: String(req.headers['x-lead-id'] ?? ''),
      contentType: String(req.headers['content-type'] ?? ''),
      body: Buffer.concat(chunks).toString('utf8'),
      at: Date.now(),
      signature: null,
    };
    if (this.secret) request.signature = verifyWebhook((req.headers['x-lead-signature'] as string | undefined) ?? null, request.body, this.secret);
    this.requests.push(request);
    for (const listener of this.onRequestListeners.splice(0)) listener(request);
    const mode = this.mode;
    if (request.signature && !request.signature.ok) {
      res.writeHead(401).end('Bad signature');
      return;
    }
    if (mode.kind === 'error') {
      res.writeHead(mode.status).end('CRM error');
      return;
    }
    // A slow or held request is still committed on the CRM's side: the sender just never hears so.
    if (!this.accepted.has(request.key)) this.accepted.set(request.key, request.body);
    if (mode.kind === 'hold') {
      this.held.push(res);
      return;
    }
    if (mode.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, mode.delayMs));
    if (!res.writableEnded && !res.destroyed) res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  }
}
