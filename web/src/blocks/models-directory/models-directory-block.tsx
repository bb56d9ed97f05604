import { ModelGrid } from '@/directory/components/model-grid';
import { buttonVariants } from '@/components/ui/button';
import { directoryHref, parseDirectoryParams } from '@/directory/directory-request';
import { searchDirectory, type DirectoryView } from '@/directory/directory-search';
import type { BlockComponent } from '../shared/block-types';
import { FixedFeature } from '../shared/fixed-feature';

/**
 * Fixed block: the first models of the directory (narrowed to a body type when set), linking to
 * the full directory. Without models (or when the search fails, SPEC 8: no message) it is the
 * plain link to the directory, which always works.
 */
export const ModelsDirectory: BlockComponent<'modelsDirectory'> = async ({ heading, intro, body, limit, site }) => {
  const state = { ...parseDirectoryParams({}), body: body?.trim() || null };
  const href = directoryHref(state);
  let view: DirectoryView | null = null;
  try {
    view = await searchDirectory(site.slug, state, limit);
  } catch (error) {
    console.error(`Models directory block of ${site.slug} could not be loaded`, error);
  }
  if (!view || view.hits.length === 0) return <FixedFeature heading={heading} intro={intro} fallbackHeading="Browse models" href={href} label="Browse models" />;
  return (
    <section className="block-section">
      <div className="block-header">
        <div>
          <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{heading || 'Browse models'}</h2>
          {intro && <p className="mt-2 max-w-2xl text-neutral-700">{intro}</p>}
        </div>
        <a href={href} className={buttonVariants({ variant: 'outline', size: 'sm' })}>View all {view.nbHits} models</a>
      </div>
      <ModelGrid models={view.hits} />
    </section>
  );
};
