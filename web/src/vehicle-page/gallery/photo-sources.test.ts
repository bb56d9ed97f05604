import { describe, expect, it } from 'vitest';
import { optimisedImageProps } from '@/components/ui/short-image-url';
import { LCP_PHOTO, photoImg } from './photo-sources';
import { photoSources, type PhotoSettings } from './server-photo-sources';

const SLIDE: PhotoSettings = { fill: true, quality: 75, sizes: '(min-width: 992px) 62vw, 100vw' };
const THUMBNAIL: PhotoSettings = { width: 160, height: 120, quality: 75, sizes: '25vw' };

/**
 * What next/image itself gives the `<img>` (set attributes only), with the house's short addresses;
 * its inline style is the stylesheet's work (img[srcset], img-fill), so no photo carries it.
 */
function nextImage(settings: PhotoSettings & { loading?: 'eager'; fetchPriority?: 'high' }, src: string) {
  const { props } = optimisedImageProps({ ...settings, src, alt: '' });
  return Object.fromEntries(Object.entries(props).filter(([key, value]) => key !== 'alt' && key !== 'style' && value !== undefined));
}

// Photos Next's optimiser gets by its own address (remote, or characters a short address does not carry)...
const urls = ['/demo-stock/ford ranger/1.jpg', 'https://cdn.sanity.io/images/p1/production/abc-1200x900.jpg?rect=0,0,10,10', '/demo-stock/a&b=c.webp'];
// ...and local photos, which get short addresses (components/ui/short-image-url.ts).
const local = ['/demo-stock/ute-white-front.jpg', '/demo-stock/ute-white-side.jpg', '/content-assets/images/abc-1200x900.jpg'];

describe('gallery photo sources', () => {
  it.each([['slides', SLIDE], ['thumbnails', THUMBNAIL]] as const)('give each of the %s the optimised sources next/image would, from one recipe', (_kind, settings) => {
    const sources = photoSources(settings, urls);
    expect('recipe' in sources).toBe(true);
    urls.forEach((url, i) => expect(photoImg(sources, i, url)).toEqual(nextImage(settings, url)));
    expect(photoImg(sources, 0, urls[0]!).srcSet).toContain(`url=${encodeURIComponent(urls[0]!)}&w=`);
  });

  it.each([['slides', SLIDE], ['thumbnails', THUMBNAIL]] as const)('give local %s short addresses, from one recipe', (_kind, settings) => {
    const sources = photoSources(settings, local);
    expect(sources).toMatchObject({ path: true });
    local.forEach((url, i) => expect(photoImg(sources, i, url)).toEqual(nextImage(settings, url)));
    expect(photoImg(sources, 1, local[1]!).srcSet).toContain(`/img/640${local[1]} 640w`);
  });

  it('list each photo where some have short addresses and some not, each still as next/image gives it', () => {
    const mixed = [local[0]!, urls[1]!];
    const sources = photoSources(SLIDE, mixed);
    expect('list' in sources).toBe(true);
    mixed.forEach((url, i) => expect(photoImg(sources, i, url)).toEqual(nextImage(SLIDE, url)));
  });

  it('fetch the first photo at once, at high priority, as next/image does for the largest paint', () => {
    const sources = photoSources(SLIDE, urls);
    expect({ ...photoImg(sources, 0, urls[0]!), ...LCP_PHOTO }).toEqual(nextImage({ ...SLIDE, ...LCP_PHOTO }, urls[0]!));
  });

  it('leave out candidates wider than a photo of the kind needs, and fall back to the widest kept', () => {
    const sources = photoSources({ ...THUMBNAIL, maxCandidateWidth: 576 }, urls);
    const img = photoImg(sources, 0, urls[0]!);
    const widthsOf = (srcSet: string) => srcSet.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)![1]));
    const offered = widthsOf(nextImage(THUMBNAIL, urls[0]!).srcSet as string);
    const widest = Math.max(...offered.filter((width) => width <= 576));
    expect(widthsOf(img.srcSet!)).toEqual(offered.filter((width) => width <= 576));
    expect(offered.some((width) => width > 576)).toBe(true);
    expect(img.src).toBe(`/_next/image?url=${encodeURIComponent(urls[0]!)}&w=${widest}&q=75`);
  });

  it('list each photo where one is served as it is (an SVG), still exactly as next/image gives it', () => {
    const mixed = [urls[0]!, '/demo-stock/badge.svg'];
    const sources = photoSources(SLIDE, mixed);
    expect('list' in sources).toBe(true);
    mixed.forEach((url, i) => expect(photoImg(sources, i, url)).toEqual(nextImage(SLIDE, url)));
    expect(photoImg(sources, 1, mixed[1]!).src).toBe('/demo-stock/badge.svg');
  });
});
