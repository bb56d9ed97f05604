import { validateDocumentInternal } from '@sanity/validation/_internal';
import { evaluate, parse } from 'groq-js';
import { createSchema, type SanityDocument } from 'sanity';
import { schemaTypes } from './types/index';

export type DocumentProblem = { id: string; type: string; path: string; level: string; message: string };

/**
 * Validates documents against the Studio's schema with Sanity's own validator: every field rule
 * (required, min/max, regex, custom rules such as slug-unique-per-site) runs as it would in the
 * Studio. Rules that query the dataset are answered by groq-js over `documents`, so a dataset
 * (the demo seed, an export) can be checked offline before it is imported.
 *
 * It runs in the "studio" environment on purpose: in the "cli" environment Sanity appends an
 * unknown-fields check with `.warning()` to every object rule, which downgrades our own errors
 * on object fields (slugs, whole documents) to warnings. Editors see Studio levels.
 */
export async function validateDocuments(documents: readonly SanityDocument[]): Promise<DocumentProblem[]> {
  const schema = createSchema({ name: 'dealer-platform', types: schemaTypes });
  const dataset = documents as unknown as object[];
  const fetch = async (query: string, params: Record<string, unknown> = {}) => (await evaluate(parse(query, { params }), { dataset, params })).get();
  const client = { fetch, withConfig: () => client, getDocument: async (id: string) => documents.find((doc) => doc._id === id) };
  const ids = new Set(documents.map((doc) => doc._id));
  const problems: DocumentProblem[] = [];
  for (const document of documents) {
    // Asset documents belong to Sanity: it creates them on upload, so they are not ours to check.
    if (document._type.startsWith('sanity.')) continue;
    if (!schema.get(document._type)) {
      problems.push({ id: document._id, type: document._type, path: '', level: 'error', message: `Unknown document type "${document._type}".` });
      continue;
    }
    const markers = await validateDocumentInternal({
      document,
      schema,
      environment: 'studio',
      getClient: () => client as never,
      getDocumentExists: async ({ id }) => ids.has(id.replace(/^drafts\./, '')),
    });
    for (const marker of markers) {
      const path = marker.path.map((segment: unknown) => (typeof segment === 'object' ? JSON.stringify(segment) : String(segment))).join('.');
      problems.push({ id: document._id, type: document._type, path, level: marker.level, message: marker.message });
    }
  }
  return problems;
}
