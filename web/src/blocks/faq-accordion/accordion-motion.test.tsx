import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VehicleFaq } from '@/vehicle-page/sections/page-sections';
import { FaqAccordion } from './faq-accordion-block';

const css = readFileSync(new URL('../../app/globals.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The body of each `@media <query> { … }` block of the stylesheet, braces balanced. */
function mediaBlocks(query: string): string[] {
  const blocks: string[] = [];
  for (let at = css.indexOf(`@media ${query}`); at >= 0; at = css.indexOf(`@media ${query}`, at + 1)) {
    const open = css.indexOf('{', at);
    let depth = 0;
    for (let i = open; i < css.length; i++) {
      depth += css[i] === '{' ? 1 : css[i] === '}' ? -1 : 0;
      if (depth === 0) { blocks.push(css.slice(open + 1, i)); break; }
    }
  }
  return blocks;
}

describe('accordions animate open and closed, unless motion is reduced (SPEC 4)', () => {
  it('the open/close transition sits only under prefers-reduced-motion: no-preference', () => {
    const motion = mediaBlocks('(prefers-reduced-motion: no-preference)').join('\n');
    expect(motion).toMatch(/\.accordion::details-content\s*\{[^}]*transition:\s*block-size 250ms ease,\s*content-visibility 250ms allow-discrete;/);
    expect(motion).toMatch(/\.accordion\[open\]::details-content\s*\{\s*block-size: auto;/);
    expect(motion).toMatch(/\.accordion\s*\{\s*interpolate-size: allow-keywords;/);
    const elsewhere = mediaBlocks('(prefers-reduced-motion: no-preference)').reduce((rest, block) => rest.replace(block, ''), css);
    expect(elsewhere).not.toContain('details-content');
  });

  it('the FAQ block and the vehicle page FAQ are such accordions', () => {
    const faq = renderToStaticMarkup(FaqAccordion({
      heading: 'FAQs', items: [{ _id: 'f1', question: 'Is the deposit refundable?', answer: [{ _type: 'block', _key: 'b', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's', text: 'Yes.', marks: [] }] }] }],
    } as unknown as Parameters<typeof FaqAccordion>[0]) as React.ReactElement);
    expect(faq).toContain('<details class="accordion group py-4"><summary');
    expect(renderToStaticMarkup(<VehicleFaq faqs={[{ question: 'Does it have a warranty?', answer: 'Yes.' }]} />)).toContain('<details class="accordion faq-item px-4">');
  });
});
