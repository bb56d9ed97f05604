import sharp, { type FitEnum, type Region } from 'sharp';
import { TRANSFORMING_IMAGE_PARAMS } from './image-params';
import { lakeErrors } from './lake-errors';

/**
 * The part of Sanity's image pipeline (the CDN's query parameters, as @sanity/image-url writes
 * them) the Studio's thumbnails and previews ask for: `w`, `h`, `max-w`, `max-h`, `dpr`, `fit`
 * (clip, crop, fill, fillmax, max, min, scale), `crop` (a side or `center` for fit=crop),
 * `rect`, `bg`, `q`, `fm` and `auto=format`. Other parameters are ignored, as the CDN ignores
 * unknown ones; a value out of range is a 400 in Sanity's error shape, never a 500.
 */
export type ImageTransform = {
  width?: number;
  height?: number;
  fit: 'clip' | 'crop' | 'fill' | 'fillmax' | 'max' | 'min' | 'scale';
  position: string;
  rect?: Region;
  background?: string;
  quality?: number;
  format?: 'jpeg' | 'png' | 'webp';
};

/** The CDN's largest side; a transform beyond it (or too many pixels) is refused. */
const MAX_SIDE = 8192;
const MAX_PIXELS = 4096 * 4096;
const FITS = ['clip', 'crop', 'fill', 'fillmax', 'max', 'min', 'scale'] as const;
const FORMATS: Record<string, ImageTransform['format']> = { jpg: 'jpeg', pjpg: 'jpeg', png: 'png', webp: 'webp' };
const POSITIONS: Record<string, string> = { center: 'centre', top: 'north', bottom: 'south', left: 'west', right: 'east', entropy: 'entropy', focalpoint: 'centre' };

const invalid = (name: string) => lakeErrors.imageRequest(`Invalid value for the image parameter "${name}"`);

function integer(params: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) throw invalid(name);
  return Math.round(value);
}

/** The transform a query string asks for, or null when it asks for none (the stored file as is). */
export function parseImageTransform(params: URLSearchParams, accept: string | null): ImageTransform | null {
  if (!TRANSFORMING_IMAGE_PARAMS.some((name) => params.has(name))) return null;
  const dpr = Number(params.get('dpr') ?? 1);
  if (!Number.isFinite(dpr) || dpr < 1 || dpr > 3) throw invalid('dpr');
  const side = (name: string, maxName: string) => {
    const value = integer(params, name, 1, MAX_SIDE);
    const max = integer(params, maxName, 1, MAX_SIDE);
    const scaled = value === undefined ? undefined : Math.min(Math.round(value * dpr), MAX_SIDE);
    return max !== undefined && scaled !== undefined ? Math.min(scaled, max) : scaled;
  };
  const width = side('w', 'max-w');
  const height = side('h', 'max-h');
  if ((width ?? 1) * (height ?? 1) > MAX_PIXELS) throw invalid(width && width > (height ?? 0) ? 'w' : 'h');
  const fit = params.get('fit') ?? 'clip';
  if (!(FITS as readonly string[]).includes(fit)) throw invalid('fit');
  const rectRaw = params.get('rect');
  let rect: Region | undefined;
  if (rectRaw) {
    const parts = rectRaw.split(',').map(Number);
    if (parts.length !== 4 || parts.some((n) => !Number.isInteger(n) || n < 0 || n > 100_000) || parts[2] === 0 || parts[3] === 0) throw invalid('rect');
    rect = { left: parts[0]!, top: parts[1]!, width: parts[2]!, height: parts[3]! };
  }
  const bg = params.get('bg');
  if (bg !== null && !/^([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(bg)) throw invalid('bg');
  const fm = params.get('fm');
  if (fm !== null && !FORMATS[fm]) throw invalid('fm');
  // auto=format: WebP for a browser that takes it (the Studio's thumbnails), else as asked or stored.
  const auto = params.get('auto') === 'format' && (accept ?? '').includes('image/webp') ? 'webp' : undefined;
  const position = (params.get('crop') ?? 'center').split(',').map((side) => POSITIONS[side]).find(Boolean) ?? 'centre';
  return {
    width, height, fit: fit as ImageTransform['fit'], position, rect,
    background: bg ? `#${bg.length === 8 ? bg.slice(2) + bg.slice(0, 2) : bg}` : undefined,
    quality: integer(params, 'q', 0, 100),
    format: auto ?? (fm ? FORMATS[fm] : undefined),
  };
}

const SHARP_FIT: Record<ImageTransform['fit'], keyof FitEnum> = { clip: 'inside', max: 'inside', crop: 'cover', min: 'cover', fill: 'contain', fillmax: 'contain', scale: 'fill' };

/** Applies a transform to stored image bytes: the new bytes and their content type. */
export async function transformImage(bytes: Uint8Array, transform: ImageTransform): Promise<{ bytes: Buffer; contentType: string }> {
  let image = sharp(bytes, { failOn: 'error' });
  if (transform.rect) {
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    const rect = transform.rect;
    if (rect.left + rect.width > width || rect.top + rect.height > height) throw invalid('rect');
    image = image.extract(rect);
  }
  if (transform.width !== undefined || transform.height !== undefined) {
    image = image.resize({
      width: transform.width,
      height: transform.height,
      fit: SHARP_FIT[transform.fit],
      position: transform.position,
      background: transform.background ?? '#ffffff',
      // max, fillmax and min never enlarge a picture; clip, crop, fill and scale do.
      withoutEnlargement: transform.fit === 'max' || transform.fit === 'fillmax' || transform.fit === 'min',
    });
  }
  const stored = (await sharp(bytes).metadata()).format;
  // Without fm or auto=format the picture keeps its kind: transparent ones stay PNG or WebP.
  const format = transform.format ?? (stored === 'webp' ? 'webp' : stored === 'png' || stored === 'gif' ? 'png' : 'jpeg');
  const quality = transform.quality ?? 75;
  if (format === 'webp') image = image.webp({ quality });
  else if (format === 'png') image = image.png();
  else image = image.flatten({ background: transform.background ?? '#ffffff' }).jpeg({ quality });
  return { bytes: await image.toBuffer(), contentType: `image/${format}` };
}
