import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Where the demo Sanity dataset lives, relative to the data folder (`.data` or DATA_DIR). The web
 * app's local content adapter reads it and queries it in-process with groq-js.
 */
export const DEMO_CONTENT_FILE = 'demo/content.ndjson';

export type ContentDocument = { _id: string; _type: string } & Record<string, unknown>;

export function demoContentPath(dataDir: string): string {
  return join(dataDir, DEMO_CONTENT_FILE);
}

/** Sanity export format: one JSON document per line. */
export function toNdjson(documents: readonly object[]): string {
  return documents.map((document) => JSON.stringify(document)).join('\n') + '\n';
}

export function parseNdjson(text: string): ContentDocument[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      try {
        return JSON.parse(line) as ContentDocument;
      } catch {
        throw new Error(`Line ${index + 1} of the demo content is not valid JSON`);
      }
    });
}

/**
 * Writes the dataset atomically (temp file, then rename) so a running web server never reads half a
 * file. Returns false when the file already had exactly this content.
 */
export function writeDemoContent(dataDir: string, documents: readonly object[]): boolean {
  const path = demoContentPath(dataDir);
  const text = toNdjson(documents);
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return false;
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, path);
  return true;
}

/** Reads the demo dataset back into documents. */
export function loadDemoContent(dataDir: string): ContentDocument[] {
  const path = demoContentPath(dataDir);
  if (!existsSync(path)) {
    throw new Error(`Demo content not found at ${path}. Run \`npm run seed\` (or \`npm start\`) to generate it.`);
  }
  return parseNdjson(readFileSync(path, 'utf8'));
}
