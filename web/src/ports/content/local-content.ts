import { existsSync, readFileSync } from 'node:fs';
import { evaluate, parse, type ExprNode } from 'groq-js';
import type { ContentPerspective, ContentPort } from './content-port';
import { perspectiveView } from './perspective-view';

/**
 * Embedded content adapter: a Sanity NDJSON export evaluated in-process with groq-js. Parsed
 * query trees are memoised because the same few queries run on every request; so is each
 * perspective's view of the dataset.
 */
export function createLocalContent(datasetPath: string): ContentPort {
  const views = new Map<ContentPerspective, unknown[]>();
  const trees = new Map<string, ExprNode>();

  function load(perspective: ContentPerspective): unknown[] {
    const cached = views.get(perspective);
    if (cached) return cached;
    if (!existsSync(datasetPath)) {
      throw new Error(`The demo dataset is missing at ${datasetPath}. Run \`npm run seed\` (or \`npm start\`) to generate it.`);
    }
    const documents = readFileSync(datasetPath, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const view = perspectiveView(documents, perspective);
    views.set(perspective, view);
    return view;
  }

  return {
    adapter: 'local-groq',
    async fetch<T>(query: string, params: Record<string, unknown> = {}, options: { perspective?: ContentPerspective } = {}) {
      // Parsed without params: groq-js would inline their values into the tree, and the tree is
      // cached by query text, so one tenant's parameters would answer for every tenant.
      let tree = trees.get(query);
      if (!tree) {
        tree = parse(query);
        trees.set(query, tree);
      }
      const result = await evaluate(tree, { dataset: load(options.perspective ?? 'published'), params });
      return (await result.get()) as T;
    },
  };
}
