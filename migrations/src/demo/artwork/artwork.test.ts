import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { generateDemo } from '../generate';
import { ART_SIZES, type ImageRequest } from './art-types';
import { historyReportPdf } from './history-report';
import { renderImages, svgFor } from './render-images';

const demo = generateDemo({ seed: 3, referenceDate: new Date('2025-11-21T00:00:00Z') });
const out = mkdtempSync(join(tmpdir(), 'demo-art-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('demo artwork', () => {
  it('requests every stock photo a vehicle links to, shared between cars of one body and paint', () => {
    const requested = new Set(demo.images.filter((r) => r.dir === 'demo-stock').map((r) => `/demo-stock/${r.file}`));
    const used = new Set(demo.vehicles.flatMap((v) => [...v.images.map((i) => i.url), ...(v.spin_images ?? [])]));
    expect([...used].every((url) => requested.has(url))).toBe(true);
    // Far fewer pictures than vehicles keeps the seed fast and the folder small.
    expect(requested.size).toBeLessThan(600);
    expect(demo.images.length).toBeLessThan(800);
  });

  it('renders one sample of each kind of artwork at its declared size', async () => {
    const samples = new Map<string, ImageRequest>();
    for (const request of demo.images) {
      const key = request.art.kind === 'vehicle' ? `vehicle-${request.art.body}` : request.art.kind;
      if (!samples.has(key)) samples.set(key, request);
    }
    expect(samples.size).toBeGreaterThanOrEqual(15);
    const first = await renderImages([...samples.values()], out);
    expect(first.written).toBe(samples.size);
    for (const request of samples.values()) {
      const metadata = await sharp(join(out, request.dir, request.file)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', ...ART_SIZES[request.art.kind]]);
    }
    const second = await renderImages([...samples.values()], out);
    expect(second).toEqual({ written: 0, unchanged: samples.size, removed: 0 });
  });

  it('removes pictures it no longer generates and writes the history report', async () => {
    const [keep] = demo.images;
    const result = await renderImages(keep ? [keep] : [], out);
    expect(result.removed).toBeGreaterThan(0);
    expect(readdirSync(join(out, 'demo-content'))).toContain('vehicle-history-report.pdf');
    expect(readFileSync(join(out, 'demo-content', 'vehicle-history-report.pdf')).subarray(0, 8).toString()).toBe('%PDF-1.4');
  });

  it('builds the same SVG for the same request', () => {
    const request = demo.images[0] as ImageRequest;
    expect(svgFor(request)).toBe(svgFor(request));
    expect(historyReportPdf().toString('latin1')).toMatch(/startxref\n\d+\n%%EOF\n$/);
  });
});
