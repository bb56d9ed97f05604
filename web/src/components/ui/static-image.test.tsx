import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StaticImage } from './static-image';

const globals = readFileSync(new URL('../../app/globals.css', import.meta.url), 'utf8');

describe('StaticImage', () => {
  it("draws a filled photo with the stylesheet's img-fill rule instead of next/image's inline style", () => {
    const html = renderToStaticMarkup(<StaticImage src="/demo-content/hero.jpg" alt="A hero" fill sizes="100vw" className="object-cover" />);
    expect(html).not.toContain('style=');
    expect(html).toContain('class="object-cover img-fill"');
    expect(globals).toMatch(/\.img-fill \{\s*position: absolute;\s*inset: 0;\s*width: 100%;\s*height: 100%;\s*\}/);
  });

  it('leaves out the inline colour that hides alt text while loading: the stylesheet gives every optimised photo that', () => {
    const html = renderToStaticMarkup(<StaticImage src="/demo-stock/suv.jpg" alt="An SUV" width={640} height={480} />);
    expect(html).not.toContain('style=');
    expect(html).toContain('srcSet=');
    expect(globals).toMatch(/img\[srcset\] \{\s*color: transparent;\s*\}/);
  });

  it('keeps a style the caller gives', () => {
    const html = renderToStaticMarkup(<StaticImage src="/demo-stock/suv.jpg" alt="An SUV" width={640} height={480} style={{ objectPosition: 'top' }} />);
    expect(html).toContain('object-position:top');
  });
});
