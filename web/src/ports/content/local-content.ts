import { existsSync, readFileSync } from 'node:fs';
import { evaluate, parse, type ExprNode } from 'groq-js';
import type { ContentPort } from './content-port';

/**
 * Embedded content adapter: a Sanity NDJSON export evaluated in-process with groq-js. Parsed
 * query trees are memoised because the same few queries run on every request.
 */
export function createLocalContent(datasetPath: string): ContentPort {
  let dataset: unknown[] | undefined;
  const trees = new Map<string, ExprNode>();

  function load(): unknown[] {
    if (dataset) return dataset;
    if (!existsSync(datasetPath)) {
      throw new Error(`The demo dataset is missing at ${datasetPath}. Run \`npm run seed\` (or \`npm start\`) to generate it.`);
    }
    dataset = readFileSync(datasetPath, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as unknown);
    return dataset;
  }

  return {
    adapter: 'local-groq',
    async fetch<T>(query: string, params: Record<string, unknown> = {}) {
      // Parsed without params: groq-js would inline their values into the tree, and the tree is
      // cached by query text, so one tenant's parameters would answer for every tenant.
      let tree = trees.get(query);
      if (!tree) {
        tree = parse(query);
        trees.set(query, tree);
      }
      const result = await evaluate(tree, { dataset: load(), params });
      return (await result.get()) as T;
    },
  };
}
