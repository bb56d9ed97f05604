import type { SiteConfig } from '@dealer/schemas/content/site';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Hero } from './hero/hero-block';
import { PromoTiles } from './promo-tiles/promo-tiles-block';
import { PortableText } from './rich-text/portable-text';
import { SectionFallback } from './section-fallback';
import { StatsCounter } from './stats-counter/stats-counter-block';
import { WarrantyBullets } from './warranty-bullets/warranty-bullets-block';

// Sync blocks only: their props never reach for `site` beyond what each test supplies.
const site = { warrantyBullets: ['3-year warranty', '  '] } as unknown as SiteConfig;
const html = (node: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(node);

describe('Hero', () => {
  const props = { heading: 'Welcome', subheading: null, image: { url: '/demo-content/hero.jpg', alt: 'A car' }, ctas: [], site };

  it('owns the page h1 and preloads its image at the top of the page', () => {
    const markup = html(<Hero {...props} isPageHeading />);
    expect(markup).toMatch(/<h1[^>]*>Welcome<\/h1>/);
    expect(markup).toContain('fetchPriority="high"');
    expect(markup).not.toContain('loading="lazy"');
  });

  it('is an h2 with a lazy image further down', () => {
    const markup = html(<Hero {...props} />);
    expect(markup).toMatch(/<h2[^>]*>Welcome<\/h2>/);
    expect(markup).toContain('loading="lazy"');
  });

  it('renders without an image or buttons', () => {
    expect(html(<Hero {...props} image={null} isPageHeading />)).not.toContain('<img');
  });
});

describe('PromoTiles', () => {
  const tile = { _key: 't', heading: 'Finance', body: null, href: '/finance', ctaLabel: null, image: null };

  it('renders nothing without tiles', () => {
    expect(html(<PromoTiles heading="Offers" tiles={[]} site={site} />)).toBe('');
  });

  it.each([
    ['Offers', 'h3'],
    [null, 'h2'],
  ])('tile headings under heading %s are %s', (heading, level) => {
    expect(html(<PromoTiles heading={heading} tiles={[tile]} site={site} />)).toContain(`<${level}>Finance</${level}>`);
  });
});

describe('other blocks', () => {
  it('warranty bullets come from the site and skip blanks', () => {
    const markup = html(<WarrantyBullets heading="Why us" site={site} />);
    expect(markup.match(/<li/g)).toHaveLength(1);
  });

  it('stats render nothing when empty', () => {
    expect(html(<StatsCounter heading="x" stats={[]} site={site} />)).toBe('');
  });

  it('the fallback names the block type', () => {
    expect(html(<SectionFallback type="carousel3d" />)).toContain('This section (type carousel3d) can&#x27;t be shown yet.');
  });
});

describe('PortableText', () => {
  const block = (key: string, text: string, extra: Record<string, unknown> = {}) => ({
    _type: 'block', _key: key, style: 'normal', markDefs: [], children: [{ _type: 'span', _key: `${key}s`, text, marks: [] }], ...extra,
  });

  it('groups list items and maps headings below the page h1', () => {
    const markup = html(<PortableText value={[
      block('a', 'Title', { style: 'h1' }),
      block('b', 'One', { listItem: 'bullet' }),
      block('c', 'Two', { listItem: 'bullet' }),
      block('d', 'After'),
    ]} />);
    expect(markup).toMatch(/^<h2[^>]*>Title<\/h2><ul[^>]*><li>One<\/li><li>Two<\/li><\/ul><p[^>]*>After<\/p>$/);
  });

  it('renders marks and safe links, and drops unsafe ones', () => {
    const markup = html(<PortableText value={[{
      _type: 'block', _key: 'k', style: 'normal',
      markDefs: [{ _key: 'l1', _type: 'link', href: 'https://example.com' }, { _key: 'l2', _type: 'link', href: 'javascript:alert(1)' }],
      children: [
        { _type: 'span', _key: 's1', text: 'bold', marks: ['strong'] },
        { _type: 'span', _key: 's2', text: 'safe', marks: ['l1'] },
        { _type: 'span', _key: 's3', text: 'unsafe', marks: ['l2'] },
      ],
    }]} />);
    expect(markup).toContain('<strong>bold</strong>');
    expect(markup).toContain('href="https://example.com"');
    expect(markup).not.toContain('javascript:');
    expect(markup).toContain('unsafe');
  });

  it('skips blocks it does not know', () => {
    expect(html(<PortableText value={[{ _type: 'image', _key: 'i' }, block('p', 'Text')]} />)).toMatch(/^<p[^>]*>Text<\/p>$/);
  });
});
