import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

export type FetchServer = { url: string; close(): Promise<void> };

/**
 * Serves a fetch-style handler (`Request` → `Response`) over real HTTP on 127.0.0.1, as the app's
 * route handlers are served, streaming the response body (server-sent events arrive as sent).
 * `clientAddress` is the socket's address.
 */
export async function serveFetchHandler(handler: (request: Request, clientAddress: string) => Promise<Response>): Promise<FetchServer> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
      const controller = new AbortController();
      res.on('close', () => controller.abort());
      const request = new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined, signal: controller.signal });
      const response = await handler(request, req.socket.remoteAddress ?? 'unknown');
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
      if (!response.body) return void res.end();
      Readable.fromWeb(response.body as NodeReadableStream).on('error', () => res.end()).pipe(res);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
