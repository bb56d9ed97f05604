import type { BlockProps, BlockType } from '@dealer/schemas/content/blocks';
import type { SiteConfig } from '@dealer/schemas/content/site';
import type { ReactNode } from 'react';

/** What every block receives besides its own fields. */
export type BlockContext = {
  site: SiteConfig;
  /**
   * True for the one section that carries the page's <h1> (a hero at the top of the page);
   * every other block heading is an <h2>, so the outline never skips a level.
   */
  isPageHeading?: boolean;
};

/** A block's component: its parsed fields plus the context. Async server components allowed. */
export type BlockComponent<K extends BlockType> = (props: BlockProps<K> & BlockContext) => ReactNode | Promise<ReactNode>;

/** Heading element for items inside a block: h3 under a block heading, else h2. */
export function itemHeading(blockHasHeading: boolean): 'h2' | 'h3' {
  return blockHasHeading ? 'h3' : 'h2';
}
