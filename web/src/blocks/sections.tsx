import type { Section } from '@dealer/schemas/content/section';
import type { SiteConfig } from '@dealer/schemas/content/site';
import type { ReactNode } from 'react';
import type { BlockContext } from './shared/block-types';
import { parseSection } from './parse-section';
import { blockRegistry } from './registry';
import { SectionFallback } from './section-fallback';

/**
 * Sections a phone's first screen can show (a hero and the one after it); the rest are laid out as
 * they near the screen (globals.css `render-when-near`).
 */
const SECTIONS_ON_FIRST_SCREEN = 2;

type Props = {
  sections: Section[];
  site: SiteConfig;
  /** The page's <h1> when the page does not open with a hero. */
  title: string;
  /** Classes for that fallback title. */
  titleClassName?: string;
};

/**
 * Renders a page's sections through the block registry. A section of an unknown type, or one
 * whose fields fail its schema, becomes a visible fallback box instead of breaking the page.
 * Exactly one <h1>: the opening hero's heading, else `title`.
 */
export function Sections({ sections, site, title, titleClassName }: Props): ReactNode {
  const parsed = sections.map(parseSection);
  const first = parsed[0];
  const heroOwnsHeading = first?.ok === true && first.type === 'hero';
  const blocks = parsed.map((section, index) => {
    if (!section.ok) return <SectionFallback key={section.key} type={section.type} />;
    // The registry is keyed by the same type the props were parsed with, so they match.
    const Block = blockRegistry[section.type] as unknown as (props: Record<string, unknown> & BlockContext) => ReactNode;
    return <Block key={section.key} {...section.props} site={site} isPageHeading={heroOwnsHeading && index === 0} />;
  });

  return (
    <>
      {!heroOwnsHeading && (
        <div className="container-page pt-8 md:pt-12">
          <h1 className={titleClassName ?? 'text-3xl font-bold tracking-tight md:text-4xl'}>{title}</h1>
        </div>
      )}
      {blocks.slice(0, SECTIONS_ON_FIRST_SCREEN)}
      {blocks.length > SECTIONS_ON_FIRST_SCREEN && <div className="*:render-when-near">{blocks.slice(SECTIONS_ON_FIRST_SCREEN)}</div>}
    </>
  );
}
