import { existsSync, readFileSync } from 'node:fs';
import type { ContentPerspective, ContentPort } from './content-port';
import { groqEvaluator } from './groq-evaluator';
import { perspectiveView } from './perspective-view';

type Doc = { _id?: unknown } & Record<string, unknown>;

/** Where the embedded adapter's documents come from: the same array until the content changes. */
export type DocumentSource = () => Promise<readonly Doc[]>;

/** The demo NDJSON export, read once (a deployment with DATABASE_URL reads it, never writes it). */
export function ndjsonSource(datasetPath: string): DocumentSource {
  let documents: Doc[] | undefined;
  return async () => {
    if (documents) return documents;
    if (!existsSync(datasetPath)) {
      throw new Error(`The demo dataset is missing at ${datasetPath}. Run \`npm run seed\` (or \`npm start\`) to generate it.`);
    }
    documents = readFileSync(datasetPath, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Doc);
    return documents;
  };
}

/**
 * Embedded content adapter: GROQ evaluated in-process with groq-js over the demo dataset (an
 * NDJSON path) or the local Content Lake's document store. Each perspective's view is memoised
 * per version of the documents, so an edit is what the next read sees.
 */
/** Told of each answer the adapter gives (the local Content Lake tags draft answers for live preview). */
export type ContentReadObserver = (query: string, params: Record<string, unknown>, perspective: ContentPerspective, result: unknown) => void;

export function createLocalContent(source: string | DocumentSource, observe?: ContentReadObserver): ContentPort {
  const load = typeof source === 'string' ? ndjsonSource(source) : source;
  const views = new WeakMap<readonly Doc[], Map<ContentPerspective, Doc[]>>();
  const groq = groqEvaluator();

  async function view(perspective: ContentPerspective): Promise<Doc[]> {
    const documents = await load();
    let byPerspective = views.get(documents);
    if (!byPerspective) {
      byPerspective = new Map();
      views.set(documents, byPerspective);
    }
    let result = byPerspective.get(perspective);
    if (!result) {
      result = perspectiveView(documents, perspective);
      byPerspective.set(perspective, result);
    }
    return result;
  }

  return {
    adapter: 'local-groq',
    async fetch<T>(query: string, params: Record<string, unknown> = {}, options: { perspective?: ContentPerspective } = {}) {
      const perspective = options.perspective ?? 'published';
      const result = await groq.run<T>(query, await view(perspective), params);
      observe?.(query, params, perspective, result);
      return result;
    },
  };
}
