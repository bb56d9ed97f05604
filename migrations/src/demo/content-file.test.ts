import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDemoContent, writeDemoContent } from './content-file';

const root = mkdtempSync(join(tmpdir(), 'demo-content-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('demo content file', () => {
  it('round-trips documents through NDJSON and skips an identical rewrite', () => {
    const documents = [{ _id: 'a', _type: 'site', name: 'Line\nbreak' }, { _id: 'b', _type: 'page', sections: [] }];
    expect(writeDemoContent(root, documents)).toBe(true);
    expect(loadDemoContent(root)).toEqual(documents);
    expect(writeDemoContent(root, documents)).toBe(false);
  });

  it('tells the developer how to create a missing file', () => {
    expect(() => loadDemoContent(join(root, 'nowhere'))).toThrow(/npm run seed/);
  });
});
