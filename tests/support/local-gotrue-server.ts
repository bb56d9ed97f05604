import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { DEMO_ANON_KEY } from '@/ports/auth/auth-config';
import { handleLocalGoTrue } from '@/ports/auth/local-gotrue/handler';
import { localSmsInbox } from '@/ports/messaging/local-sms-inbox';

/** A test clock: the local GoTrue reads it; tests move it to expire codes and tokens. */
export class TestClock {
  private offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(seconds: number) {
    this.offsetMs += seconds * 1000;
  }
}

export type LocalGoTrueServer = { url: string; close(): Promise<void> };

/**
 * The local GoTrue of one tenant over real HTTP on 127.0.0.1 (Node cannot resolve `*.localhost`,
 * so each tenant gets its own port), sharing one database with any other tenant's server.
 */
export async function startLocalGoTrue(db: Kysely<Database>, siteSlug: string, clock: TestClock, allowFromAddress?: (kind: 'otp' | 'verify') => Promise<boolean>): Promise<LocalGoTrueServer> {
  const deps = {
    db,
    site: async () => ({ slug: siteSlug, name: `${siteSlug} Motors` }),
    sms: async () => localSmsInbox(db),
    apiKeys: [DEMO_ANON_KEY],
    allowFromAddress: allowFromAddress ? (kind: 'otp' | 'verify') => allowFromAddress(kind) : undefined,
    now: clock.now,
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const url = `http://${req.headers.host}${req.url}`;
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const request = new Request(url, { method: req.method, headers, body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body });
      const path = new URL(url).pathname.replace(/^\/auth\/v1/, '');
      const response = await handleLocalGoTrue(request, path, deps, req.socket.remoteAddress ?? 'unknown');
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
      res.end(Buffer.from(await response.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The code the local SMS inbox received last for a phone (national form). */
export async function lastCode(db: Kysely<Database>, siteSlug: string, phone: string): Promise<string> {
  const row = await db.selectFrom('sms_inbox').select('body').where('site_slug', '=', siteSlug).where('to_phone', '=', phone)
    .orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(row.body)?.[1];
  if (!code) throw new Error(`No code in "${row.body}"`);
  return code;
}
