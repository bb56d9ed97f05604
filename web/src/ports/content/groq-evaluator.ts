import { evaluate, parse, type ExprNode } from 'groq-js';

/**
 * GROQ over documents in memory (groq-js). Parsed trees are memoised by query text because the
 * same few queries run on every request. They are parsed without params: groq-js would inline
 * their values into the tree, and one tenant's parameters would then answer for every tenant.
 */
export function groqEvaluator(maxCached = 500) {
  const trees = new Map<string, ExprNode>();
  return {
    /** Parses (or throws groq-js's GroqSyntaxError with the position). */
    tree(query: string): ExprNode {
      let tree = trees.get(query);
      if (!tree) {
        tree = parse(query);
        // Queries from the Content Lake's clients vary; a bound keeps the memo from growing without end.
        if (trees.size >= maxCached) trees.clear();
        trees.set(query, tree);
      }
      return tree;
    },
    async run<T>(query: string, dataset: readonly unknown[], params: Record<string, unknown> = {}): Promise<T> {
      const result = await evaluate(this.tree(query), { dataset: dataset as unknown[], params });
      return (await result.get()) as T;
    },
  };
}
