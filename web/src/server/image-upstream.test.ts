import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';

// The image optimiser is Next's own; the platform patches how it answers when the image host
// (Sanity's CDN in production) cannot be reached, so a shopper's browser and any CDN in front
// see a gateway error with a message instead of an unexplained 500 (patches/next@16.4.6.patch).
const { fetchExternalImage } = createRequire(import.meta.url)('next/dist/server/image-optimizer') as {
  fetchExternalImage: (href: string, allowLocalIp: boolean, maxBody: number) => Promise<unknown>;
};

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('image upstream failures', () => {
  it('answers 502 with a message when the image host name does not resolve', async () => {
    await expect(fetchExternalImage('https://no-such-host.invalid/images/p/production/a.jpg', false, 1_000_000))
      .rejects.toMatchObject({ statusCode: 502, message: '"url" parameter is valid but upstream is unreachable' });
  });

  it('answers 502 with a message when the image host refuses the connection', async () => {
    const port = await closedPort();
    await expect(fetchExternalImage(`http://127.0.0.1:${port}/a.jpg`, true, 1_000_000))
      .rejects.toMatchObject({ statusCode: 502, message: '"url" parameter is valid but upstream is unreachable' });
  });
});
