import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The house rules of web/src (README "Repository layout"), checked on every `npm test` so they
// cannot quietly erode: one folder per feature, no cycles between folders, imports only run down
// the layers, one module per page served at two addresses, and no two files of the same name.

const SRC = dirname(fileURLToPath(import.meta.url));
const options: ts.CompilerOptions = { baseUrl: SRC, paths: { '@/*': ['./*'] }, moduleResolution: ts.ModuleResolutionKind.Bundler, jsx: ts.JsxEmit.ReactJSX };

function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

type Edge = { from: string; to: string; typeOnly: boolean };

/** Every import between files of web/src, with whether it is erased at run time (`import type`). */
function importEdges(files: string[]): Edge[] {
  const edges: Edge[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const add = (specifier: string, typeOnly: boolean) => {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (resolved?.startsWith(SRC)) edges.push({ from: relative(SRC, file), to: relative(SRC, resolved), typeOnly });
    };
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const clause = node.importClause;
        const bindings = clause?.namedBindings;
        const allTypes = !!clause && (clause.isTypeOnly || (!clause.name && !!bindings && ts.isNamedImports(bindings)
          && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly)));
        add(node.moduleSpecifier.text, allTypes);
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined;
        add(node.moduleSpecifier.text, node.isTypeOnly || (!!named && named.length > 0 && named.every((e) => e.isTypeOnly)));
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [argument] = node.arguments;
        if (argument && ts.isStringLiteral(argument)) add(argument.text, false);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return edges;
}

const files = sourceFiles();
const edges = importEdges(files);
/** Tests and their fixtures may reach anywhere; the rules are about the code that ships. */
const shipped = edges.filter((e) => !/\.test\.tsx?$|(^|\/)testing\//.test(e.from));

/** A folder: a feature, a port, or one part of a feature (`search/port`, `leads/schema`). */
const folderOf = (file: string) => dirname(file).split('/').slice(0, 2).join('/');

/** Strongly connected groups of more than one folder (Tarjan). */
function folderCycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) { visit(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do { w = stack.pop()!; onStack.delete(w); group.push(w); } while (w !== v);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

/**
 * Layers, lowest first. A file may import its own layer or lower ones, never a higher one. Pure
 * rules and helpers at the bottom; then configuration; then the ports (outside services, each
 * with its adapters); then what every feature shares (content access, tenancy, routes, the
 * vehicle model, shared components); then the features; then the app routes on top.
 */
const LAYERS: { name: string; match: RegExp }[] = [
  { name: 'pure (lib, domain)', match: /^(lib|domain|types|test)\// },
  { name: 'configuration (server)', match: /^server\// },
  { name: 'ui primitives', match: /^components\/ui\// },
  { name: 'ports', match: /^(ports\/|search\/port\/|search\/engine\/)/ },
  { name: 'shared (content, tenancy, routes, vehicles, components)', match: /^(content|tenancy|routes|components)\/|^vehicles\/[^/]+$/ },
  { name: 'features', match: /^(?!app\/)[^/]+\// },
  { name: 'app (routes, proxy, instrumentation)', match: /^app\/|^[^/]+$/ },
];
const layerOf = (file: string) => LAYERS.findIndex((layer) => layer.match.test(file));

describe('web/src house rules', () => {
  it('reads the import graph', () => {
    // Guards the checks below against an empty graph (a broken resolver would pass them all).
    expect(files.length).toBeGreaterThan(300);
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges).toContainEqual({ from: 'blocks/block-components.generated.ts', to: 'blocks/hero/hero-block.tsx', typeOnly: false });
  });

  it('has no import cycles between folders', () => {
    const graph = new Map<string, Set<string>>();
    // Type-only imports count too: erased from the build, they still tie the folders together.
    for (const { from, to } of shipped) {
      if (folderOf(from) === folderOf(to)) continue;
      graph.set(folderOf(from), (graph.get(folderOf(from)) ?? new Set()).add(folderOf(to)));
    }
    const cycles = folderCycles(graph).map((group) => {
      const inside = shipped.filter((e) => group.includes(folderOf(e.from)) && group.includes(folderOf(e.to)) && folderOf(e.from) !== folderOf(e.to));
      return `${group.join(' ⇄ ')}: ${inside.map((e) => `${e.from} → ${e.to}`).join(', ')}`;
    });
    expect(cycles).toEqual([]);
  });

  it('imports only run down the layers', () => {
    const upward = shipped
      .filter((e) => layerOf(e.to) > layerOf(e.from))
      .map((e) => `${e.from} (${LAYERS[layerOf(e.from)]!.name}) → ${e.to} (${LAYERS[layerOf(e.to)]!.name})`);
    expect(upward).toEqual([]);
  });

  it('gives every file a name of its own', () => {
    // Next's file conventions, a package's entry point and a feature's README repeat by design.
    const conventional = /^(page|layout|route|error|not-found|loading|index|README)\.(tsx?|md)$/;
    const byName = new Map<string, string[]>();
    for (const file of files.map((f) => relative(SRC, f)).filter((f) => !f.startsWith('app/'))) {
      const name = basename(file).replace(/\.test(?=\.tsx?$)/, '');
      if (!conventional.test(name)) byName.set(name.replace(/\.tsx?$/, ''), [...byName.get(name.replace(/\.tsx?$/, '')) ?? [], file]);
    }
    const shared = [...byName.values()].filter((paths) => new Set(paths.map((p) => p.replace(/\.test(?=\.tsx?$)/, ''))).size > 1);
    expect(shared).toEqual([]);
  });

  it('serves an alias route from the one module of its page', () => {
    // A page at two addresses (SPEC 2) is one module re-exported, so the two cannot drift apart.
    const pages = files.map((f) => relative(SRC, f)).filter((f) => f.startsWith('app/') && basename(f) === 'page.tsx');
    const bodies = new Map<string, string[]>();
    for (const page of pages) {
      const body = readFileSync(join(SRC, page), 'utf8')
        .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
        .replace(/(\.\.\/)+/g, '../')
        .replace(/\s+/g, ' ')
        .trim();
      bodies.set(body, [...bodies.get(body) ?? [], page]);
    }
    expect([...bodies.values()].filter((same) => same.length > 1)).toEqual([]);
  });

  it('works out dates and hours only through the time-zone module', () => {
    // A tenant or location outside Queensland gets its own zone (lib/time-zone.ts); a named zone,
    // a fixed offset or the machine's own zone anywhere else would quietly put it on Brisbane time.
    const zoneLiteral = /['"`]Australia\/[A-Z][a-z_]+['"`]|['"`][^'"`\n]*T\d\d:\d\d(?::\d\d)?[+-]1[01]:00['"`]|\.(?:getHours|getDay|getDate|setHours|toLocaleDateString|toLocaleTimeString)\(/;
    const offenders = files
      .map((file) => relative(SRC, file))
      .filter((file) => !/\.test\.tsx?$|(^|\/)testing\//.test(file) && file !== 'lib/time-zone.ts')
      .filter((file) => zoneLiteral.test(readFileSync(join(SRC, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')));
    expect(offenders).toEqual([]);
  });
});
