import { notFound, permanentRedirect } from 'next/navigation';
import { resolveModelPath } from '@/directory/model-path';
import { directoryVocabulary } from '@/directory/directory-search';
import { decodeSegment } from '@/lib/path-segment';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';
import { requireSite } from '../../require-site';

type Props = { params: Promise<{ site: string; segments: string[] }> };

/**
 * The same for every shopper: the redirect (or 404) is answered from the route cache until the
 * tenant's directory changes (server/cache/route-cache.ts).
 */
export const generateStaticParams = renderedOnFirstRequest('...segments');

/**
 * /models/{make or body} and /models/{make}/{model} (SPEC.md 2: "/models/..."): permanent
 * redirects to the directory filtered that way, or to the model's stock; 404 for anything else.
 */
export default async function ModelPathPage({ params }: Props) {
  const { site: slug, segments } = await params;
  const site = await requireSite(slug);
  const path = segments.map(decodeSegment);
  const target = resolveModelPath(path, await directoryVocabulary(site.slug, path[0]?.toLowerCase()));
  if (!target) notFound();
  permanentRedirect(target);
}
