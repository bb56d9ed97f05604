import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ImageRequest } from './art-types';
import { contentSvg } from './content-svg';
import { historyReportPdf } from './history-report';
import { vehicleSvg } from './vehicle-svg';

const QUALITY = 70;
/** Bump when the rendering (not the SVG) changes, e.g. JPEG settings. */
const RENDER_VERSION = 1;
const MANIFEST = '.demo-manifest.json';

export function svgFor(request: ImageRequest): string {
  const art = request.art;
  return art.kind === 'vehicle' ? vehicleSvg(art.body, art.colour, art.view) : contentSvg(art);
}

export type RenderResult = { written: number; unchanged: number; removed: number };

type Manifest = Record<string, string>;

function readManifest(dir: string): Manifest {
  try {
    return JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/**
 * Rasterises the requested artwork into `<publicDir>/demo-stock` and `<publicDir>/demo-content`.
 * A manifest of SVG hashes next to the files means only missing or changed pictures are rendered,
 * so a second seed costs nothing; files the generator no longer asks for are removed.
 */
export async function renderImages(requests: readonly ImageRequest[], publicDir: string): Promise<RenderResult> {
  const result: RenderResult = { written: 0, unchanged: 0, removed: 0 };
  const dirs = [...new Set(requests.map((request) => request.dir)), 'demo-content' as const];
  const manifests = new Map<string, { old: Manifest; next: Manifest }>();
  for (const dir of dirs) {
    mkdirSync(join(publicDir, dir), { recursive: true });
    manifests.set(dir, { old: readManifest(join(publicDir, dir)), next: {} });
  }
  const pending: { request: ImageRequest; svg: string; path: string }[] = [];
  for (const request of requests) {
    const svg = svgFor(request);
    const hash = createHash('sha256').update(`${RENDER_VERSION}|${QUALITY}|${request.width}x${request.height}|${svg}`).digest('hex').slice(0, 24);
    const manifest = manifests.get(request.dir) as { old: Manifest; next: Manifest };
    manifest.next[request.file] = hash;
    const path = join(publicDir, request.dir, request.file);
    if (manifest.old[request.file] === hash && existsSync(path)) result.unchanged++;
    else pending.push({ request, svg, path });
  }
  // libvips is multi-threaded already; a few jobs in flight keep both cores busy while JS builds SVG.
  const workers = Math.max(2, Math.min(6, availableParallelism() * 2));
  let next = 0;
  await Promise.all(Array.from({ length: workers }, async () => {
    while (next < pending.length) {
      const job = pending[next++] as (typeof pending)[number];
      await sharp(Buffer.from(job.svg)).resize(job.request.width, job.request.height).jpeg({ quality: QUALITY, mozjpeg: true }).toFile(job.path);
      result.written++;
    }
  }));
  const pdfPath = join(publicDir, 'demo-content', 'vehicle-history-report.pdf');
  const pdf = historyReportPdf();
  if (!existsSync(pdfPath) || !readFileSync(pdfPath).equals(pdf)) writeFileSync(pdfPath, pdf);
  for (const [dir, { old, next: current }] of manifests) {
    for (const file of Object.keys(old)) {
      if (current[file] || !/^[a-z0-9-]+\.jpg$/.test(file)) continue;
      rmSync(join(publicDir, dir, file), { force: true });
      result.removed++;
    }
    writeFileSync(join(publicDir, dir, MANIFEST), `${JSON.stringify(current, null, 1)}\n`);
  }
  return result;
}
