import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { config } from './proxy';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const [matcher] = config.matcher;
// Next compiles the matcher as a path pattern anchored at both ends; its negative look-ahead is
// the part that decides which paths skip the proxy.
const runsProxy = (path: string) => new RegExp(`^${matcher}$`).test(path);

describe('proxy matcher', () => {
  it('leaves every file of web/public to the static file server, on every host', () => {
    const entries = readdirSync(publicDir, { withFileTypes: true });
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const path = entry.isDirectory() ? `/${entry.name}/x.svg` : `/${entry.name}`;
      expect(runsProxy(path), path).toBe(false);
    }
  });

  it('still runs for tenant pages and API routes', () => {
    for (const path of ['/', '/cars/some-car', '/search/new-used-and-demo-cars', '/api/health', '/badgesx']) expect(runsProxy(path), path).toBe(true);
  });
});
