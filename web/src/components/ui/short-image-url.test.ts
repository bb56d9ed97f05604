import { getImageProps } from 'next/image';
import { describe, expect, it } from 'vitest';
import { hasShortImageUrl, imageLoaderFor, optimisedImageProps, shortImageRewrite } from './short-image-url';

/** What the rewrite makes of a short address: Next's optimiser address it stands for. */
function rewritten(address: string): string | null {
  const pattern = new RegExp(`^${shortImageRewrite.source.replace(':width(\\d{1,4})', '(\\d{1,4})').replace(':path(.+)', '(.+)')}$`);
  const match = pattern.exec(address);
  if (!match) return null;
  return shortImageRewrite.destination.replace(':path', match[2]!).replace(':width', match[1]!);
}

/** The optimiser's parameters in an address, decoded as Next reads them. */
const params = (address: string) => Object.fromEntries(new URL(address, 'http://x').searchParams);

describe('short image addresses', () => {
  it('give every srcset candidate of a local photo a short address standing for the same optimiser request', () => {
    const settings = { width: 640, height: 480, sizes: '(min-width: 992px) 33vw, 100vw', quality: 75, alt: '' } as const;
    const short = optimisedImageProps({ ...settings, src: '/demo-stock/suv-silver-front.jpg' }).props;
    const next = getImageProps({ ...settings, src: '/demo-stock/suv-silver-front.jpg' }).props;
    const candidates = (srcSet?: string) => srcSet!.split(', ').map((candidate) => candidate.split(' '));
    expect(candidates(short.srcSet).map(([, width]) => width)).toEqual(candidates(next.srcSet).map(([, width]) => width));
    candidates(short.srcSet).forEach(([address], i) => {
      expect(address).toMatch(/^\/img\/\d+\/demo-stock\/suv-silver-front\.jpg$/);
      expect(params(rewritten(address!)!)).toEqual(params(candidates(next.srcSet)[i]![0]!));
    });
    expect(params(rewritten(short.src)!)).toEqual(params(next.src));
    expect(short.src.length).toBeLessThanOrEqual(next.src.length - 20);
  });

  it("leave Next's own address where a short one would not carry the photo: remote, SVG, a query, odd characters, another quality", () => {
    for (const src of ['https://cdn.sanity.io/images/p/production/a-1200x900.jpg', '/badges/certified-pre-owned.svg', '/demo-content/hero.jpg?w=10', '/demo-stock/ford ranger/1.jpg', '/demo-stock/a&b=c.webp', '//evil.example/x.jpg']) {
      expect(hasShortImageUrl(src), src).toBe(false);
      expect(imageLoaderFor(src), src).toBeUndefined();
    }
    expect(imageLoaderFor('/demo-stock/suv.jpg', 90)).toBeUndefined();
    expect(imageLoaderFor('/demo-stock/suv.jpg', '75')).toBeDefined();
    const svg = optimisedImageProps({ src: '/badges/certified-pre-owned.svg', width: 120, height: 40, alt: '' }).props;
    expect(svg.src).toBe('/badges/certified-pre-owned.svg');
  });

  it('match only a width and a path, so no other address reaches the optimiser', () => {
    expect(rewritten('/img/640/demo-stock/suv.jpg')).toBe('/_next/image?url=/demo-stock/suv.jpg&w=640&q=75');
    expect(rewritten('/img/wide/demo-stock/suv.jpg')).toBeNull();
    expect(rewritten('/img/12345/demo-stock/suv.jpg')).toBeNull();
    expect(rewritten('/img/640')).toBeNull();
  });
});
