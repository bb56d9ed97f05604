import type { Address } from '@dealer/schemas/content/common';

const WIDTH = 600;
const HEIGHT = 300;
const MARGIN = 40;

/**
 * Where each pin sits on the 600×300 drawn map: longitude across, latitude down (north up),
 * scaled to fit all pins inside the margins with their true proportions; one pin is centred.
 */
export function pinPositions(addresses: readonly Address[]): { x: number; y: number }[] {
  const points = addresses.map((a) => ({ lat: a.lat ?? 0, long: a.long ?? 0 }));
  const lats = points.map((p) => p.lat);
  const longs = points.map((p) => p.long);
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)];
  const [minLong, maxLong] = [Math.min(...longs), Math.max(...longs)];
  const spanLong = maxLong - minLong;
  const spanLat = maxLat - minLat;
  const scale = Math.min(spanLong > 0 ? (WIDTH - 2 * MARGIN) / spanLong : Infinity, spanLat > 0 ? (HEIGHT - 2 * MARGIN - 28) / spanLat : Infinity);
  const usable = Number.isFinite(scale) ? scale : 0;
  const offsetX = (WIDTH - spanLong * usable) / 2;
  const offsetY = (HEIGHT - spanLat * usable) / 2 + 14;
  return points.map((p) => ({
    x: Math.round(offsetX + (p.long - minLong) * usable),
    y: Math.round(offsetY + (maxLat - p.lat) * usable),
  }));
}
