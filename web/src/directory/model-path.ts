import { toSlug } from '@/routes/vehicle-links';
import { directoryHref, parseDirectoryParams } from './directory-request';

/**
 * /models/... paths (SPEC.md 2): /models/{body or make slug} is that slice of the directory and
 * /models/{make}/{model} is the model's own stock. Slugs are matched against what the tenant's
 * directory really has; anything else is not a page (null → 404).
 */
export type ModelPathVocabulary = {
  manufacturers: readonly string[];
  bodies: readonly string[];
  /** Models of the make named by the first segment, with where each links. */
  models?: ReadonlyArray<{ name: string; slug: string; href: string }>;
};

const bySlug = (values: readonly string[], slug: string) => values.find((value) => toSlug(value) === slug);

/** Where a /models/... path goes, or null when it names nothing the tenant has. */
export function resolveModelPath(segments: readonly string[], vocabulary: ModelPathVocabulary): string | null {
  const [first, second, ...rest] = segments.map((segment) => segment.toLowerCase());
  if (!first || rest.length > 0) return null;
  const empty = parseDirectoryParams({});
  const manufacturer = bySlug(vocabulary.manufacturers, first);
  if (second === undefined) {
    if (manufacturer) return directoryHref(empty, { manufacturer });
    const body = bySlug(vocabulary.bodies, first);
    return body ? directoryHref(empty, { body }) : null;
  }
  if (!manufacturer) return null;
  const model = vocabulary.models?.find((m) => m.slug === second || toSlug(m.name) === second);
  return model?.href ?? null;
}
