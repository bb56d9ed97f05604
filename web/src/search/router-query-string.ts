/*
 * Stands in for `qs` in the browser build (next.config.ts). InstantSearch's history router imports
 * `qs` for its default URL format only, and the search pages bring their own (search-routing.ts:
 * createURL/parseURL), so the library and its polyfills (~9 KB gzip) would load for nothing. This
 * keeps that default format working for what a route state holds (text, numbers, arrays, nested
 * objects: `refinementList[make][0]=Kia`) should something call it.
 */
type Value = string | number | boolean | null | undefined | readonly Value[] | { readonly [key: string]: Value };

// Keys that would reach Object.prototype through a crafted URL.
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function stringify(state: Record<string, Value>): string {
  const pairs: string[] = [];
  const add = (key: string, value: Value): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((item: Value, index) => add(`${key}[${index}]`, item));
    else if (typeof value === 'object') for (const [name, item] of Object.entries(value)) add(`${key}[${name}]`, item);
    else pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(state)) add(key, value);
  return pairs.join('&');
}

type Node = Record<string, unknown> | unknown[];

export function parse(text: string): Record<string, unknown> {
  const state: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    // 'a[b][0]' → ['a', 'b', '0']; 'a[]' appends.
    const path = name.replace(/\]/g, '').split('[');
    if (path.some((key) => UNSAFE_KEYS.has(key))) continue;
    let node: Node = state;
    for (let depth = 0; depth < path.length; depth++) {
      const key = path[depth]!;
      const last = depth === path.length - 1;
      if (Array.isArray(node) && key === '') {
        if (last) node.push(value);
        else node = node[node.push(/^\d*$/.test(path[depth + 1]!) ? [] : {}) - 1] as Node;
        continue;
      }
      const holder = node as Record<string, unknown>;
      if (last) {
        holder[key] = value;
      } else {
        const existing = holder[key];
        if (typeof existing !== 'object' || existing === null) holder[key] = /^\d*$/.test(path[depth + 1]!) ? [] : {};
        node = holder[key] as Node;
      }
    }
  }
  return state;
}

export default { stringify, parse };
