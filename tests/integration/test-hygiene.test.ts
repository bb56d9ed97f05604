import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Tests that cannot fail, or that hide a failure, do not come back: no fixed sleeps (wait for the
// state), no journey step skipped when its element is missing, no Playwright retries.

const root = fileURLToPath(new URL('../..', import.meta.url));
const testFiles = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx', '*.spec.ts'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((path) => path && !path.endsWith('test-hygiene.test.ts'));

/** Lines of the test files that match, as `path:line: text`. */
function offending(pattern: RegExp, files = testFiles): string[] {
  return files.flatMap((path) => readFileSync(join(root, path), 'utf8').split('\n').flatMap((line, i) => (pattern.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])));
}

describe('tests that can fail', () => {
  it('reads the test files', () => {
    expect(testFiles.length).toBeGreaterThan(100);
    expect(testFiles).toContain('tests/journeys/search-stock.spec.ts');
  });

  it('never sleep a fixed time', () => {
    expect(offending(/waitForTimeout\(|setTimeout\(\s*(resolve|r|res|release|done)\s*,\s*\d/)).toEqual([]);
  });

  it('never skip a journey step when its element is missing', () => {
    const journeys = testFiles.filter((path) => path.startsWith('tests/journeys/'));
    expect(offending(/if \(\s*(await\s+)?[\w.()'"\s,{}:-]*\.(count|isVisible|isHidden)\(\)|\(await [\w.()'"\s,{}:-]*\.count\(\)\)\s*>\s*0\s*\?/, journeys)).toEqual([]);
  });

  it('Playwright never retries a failed journey', () => {
    const config = readFileSync(join(root, 'tests/playwright.config.ts'), 'utf8');
    expect([...config.matchAll(/\bretries:\s*([^,\n]+)/g)].map((m) => m[1]!.trim())).toEqual(['0']);
  });
});
