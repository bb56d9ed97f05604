// @ts-check
import postcss from 'postcss';

/**
 * A cached page carries only the CSS rules its own HTML can use. Pages carry the whole
 * stylesheet inline (experimental.inlineCss: the LCP does not wait for a stylesheet request), but
 * a page uses a part of it: on Riverside's home 62 KB of 187 KB were CSS, most of it for other
 * pages. As the route cache stores a page (route-cache-handler.mjs), each inline stylesheet keeps
 * the rules whose classes all occur in the page's `class` attributes (and every rule naming no
 * class), and the whole sheet is linked once the page has loaded, for what the page's scripts
 * render later (a dialog, a menu's open state) and the pages a client navigation brings (React
 * finds the stylesheet's <style> already there and adds nothing). Both copies keep the rules in
 * one order within the same layers, so the cascade is the whole sheet's. Custom properties go the
 * same way: Tailwind's theme variables, its `@property` registrations and their fallback keep only
 * the variables the kept rules or the page read (`var()`), with those these in turn read.
 */

/**
 * @typedef {{ name: string; reads: string[]; text: string }} Variable
 * @typedef {{ kind: 'rule'; text: string; alternatives: string[][]; selector: string; reads: string[]; variables: Variable[] | null }} RulePart
 * @typedef {{ kind: 'group'; open: string; children: Part[] }} GroupPart
 * @typedef {{ kind: 'property'; name: string; text: string }} PropertyPart
 * @typedef {{ kind: 'raw'; text: string; reads: string[] }} RawPart
 * @typedef {RulePart | GroupPart | PropertyPart | RawPart} Part
 */

/** A character after a backslash: a hex code point (and the one space that may end it), or itself. */
function readEscape(text, at) {
  const hex = /^[0-9a-fA-F]{1,6} ?/.exec(text.slice(at + 1, at + 8));
  if (hex) return { char: String.fromCodePoint(parseInt(hex[0].trim(), 16)), next: at + 1 + hex[0].length };
  return { char: text[at + 1] ?? '', next: at + 2 };
}

const IDENT_CHAR = /[A-Za-z0-9_\-\u0080-\uffff]/;

/** Whether the parenthesis opened at `open` holds a selector list (a comma at its own depth). */
function holdsSelectorList(selector, open) {
  let depth = 0;
  for (let at = open; at < selector.length; at += 1) {
    const char = selector[at];
    if (char === '\\') at += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') {
      depth -= 1;
      if (depth === 0) return false;
    } else if (char === ',' && depth === 1) return true;
  }
  return false;
}

/**
 * The class names a selector needs on the page, unescaped. `:is()` and `:where()` around one
 * selector need what it needs (Tailwind writes `space-y-4` as `:where(.space-y-4>:not(:last-child))`);
 * classes inside other parentheses (`:not()`, `:has()`, a selector list) and attribute brackets
 * are left out: a rule is dropped only when it surely cannot apply, never for a class it might
 * do without.
 * @param {string} selector
 * @returns {string[]}
 */
export function requiredClasses(selector) {
  const classes = [];
  let parens = 0;
  let brackets = 0;
  /** Per open parenthesis, whether it counts (false: :is()/:where() of one selector). */
  const opened = [];
  for (let at = 0; at < selector.length;) {
    const char = selector[at];
    if (char === '\\') {
      at = readEscape(selector, at).next;
    } else if (char === '"' || char === "'") {
      const end = selector.indexOf(char, at + 1);
      at = end === -1 ? selector.length : end + 1;
    } else if (char === '(') {
      const transparent = parens === 0 && brackets === 0 && /:(is|where)$/.test(selector.slice(0, at)) && !holdsSelectorList(selector, at);
      opened.push(!transparent);
      if (!transparent) parens += 1;
      at += 1;
    } else if (char === ')') {
      if (opened.pop() !== false) parens -= 1;
      at += 1;
    } else if (char === '[' || char === ']') {
      brackets += char === '[' ? 1 : -1;
      at += 1;
    } else if (char === '.' && parens === 0 && brackets === 0) {
      let name = '';
      at += 1;
      while (at < selector.length) {
        if (selector[at] === '\\') {
          const escaped = readEscape(selector, at);
          name += escaped.char;
          at = escaped.next;
        } else if (IDENT_CHAR.test(selector[at] ?? '')) {
          name += selector[at];
          at += 1;
        } else break;
      }
      if (name) classes.push(name);
    } else {
      at += 1;
    }
  }
  return classes;
}

/**
 * Whether a selector applies only to a hovered element or one inside it (`:hover` anywhere but in
 * a `:not()`). Such rules stay out of the page's copy: a hover comes with a pointer resting on
 * the page, and the whole sheet, linked at `load`, brings them; until then an element only lacks
 * its hover look. On a group's home page they were 1.5 of its 28 KB of inline CSS.
 * @param {string} selector
 */
export function needsHover(selector) {
  /** The depths of the open `:not(` parentheses: a `:hover` inside one holds without a hover. */
  const nots = [];
  let depth = 0;
  for (let at = 0; at < selector.length; at += 1) {
    const char = selector[at];
    if (char === '\\') at += 1;
    else if (char === '(') {
      depth += 1;
      if (selector.slice(0, at).endsWith(':not')) nots.push(depth);
    } else if (char === ')') {
      if (nots.at(-1) === depth) nots.pop();
      depth -= 1;
    } else if (nots.length === 0 && selector.startsWith(':hover', at) && !IDENT_CHAR.test(selector[at + 6] ?? '')) return true;
  }
  return false;
}

const VARIABLE_READ = /var\(\s*(--[A-Za-z0-9_-]+)/g;

/** The variables a piece of CSS or markup reads (`var(--name)`). @param {string} text @returns {string[]} */
const variablesIn = (text) => [...text.matchAll(VARIABLE_READ)].map((match) => match[1] ?? '');

/**
 * @param {import('postcss').ChildNode} node
 * @returns {Part | null}
 */
function partOf(node) {
  if (node.type === 'comment') return null;
  if (node.type === 'rule') {
    const text = node.toString();
    const declarations = node.nodes.filter((child) => child.type === 'decl');
    // A rule that only sets variables (the theme's :root, the @property fallback) keeps those read.
    const variables = declarations.length > 0 && declarations.length === node.nodes.length && declarations.every((decl) => decl.prop.startsWith('--'))
      ? declarations.map((decl) => ({ name: decl.prop, reads: variablesIn(decl.value), text: decl.toString() }))
      : null;
    return { kind: 'rule', text, alternatives: node.selectors.filter((selector) => !needsHover(selector)).map(requiredClasses), selector: node.selector, reads: variables ? [] : variablesIn(text), variables };
  }
  if (node.type === 'atrule' && node.nodes && ['media', 'supports', 'layer', 'container'].includes(node.name)) {
    return { kind: 'group', open: `@${node.name}${node.raws.afterName ?? ' '}${node.params}{`, children: node.nodes.map(partOf).filter((part) => part !== null) };
  }
  if (node.type === 'atrule' && node.name === 'property') return { kind: 'property', name: node.params.trim(), text: node.toString() };
  // @keyframes, @font-face, `@layer a, b;`, declarations: kept as they are.
  const text = node.type === 'atrule' && !node.nodes ? `${node.toString()};` : node.toString();
  return { kind: 'raw', text, reads: variablesIn(text) };
}

/** Parsed stylesheets by their text's href: a build's stylesheets never change. */
const parsedSheets = new Map();
const SHEETS_KEPT = 16;

/** @param {string} href @param {string} css @returns {Part[]} */
function parsedSheet(href, css) {
  let parts = parsedSheets.get(href);
  if (!parts) {
    parts = postcss.parse(css).nodes.map(partOf).filter((part) => part !== null);
    if (parsedSheets.size >= SHEETS_KEPT) parsedSheets.delete(parsedSheets.keys().next().value);
    parsedSheets.set(href, parts);
  }
  return parts;
}

/** The rules the page's classes allow, in groups as in the sheet. @param {Part[]} parts @param {Set<string>} classes @returns {Part[]} */
function keptParts(parts, classes) {
  return parts.flatMap((part) => {
    if (part.kind === 'rule') return part.alternatives.some((needed) => needed.every((name) => classes.has(name))) ? [part] : [];
    if (part.kind === 'group') return [{ ...part, children: keptParts(part.children, classes) }];
    return [part];
  });
}

/**
 * The variables the kept rules and the page's own markup (style attributes) read, and those their
 * values read in turn. @param {Part[]} kept @param {string} body @returns {Set<string>}
 */
function variablesRead(kept, body) {
  const read = new Set(variablesIn(body));
  /** What each variable's values read. @type {Map<string, string[]>} */
  const readsOf = new Map();
  const visit = (parts) => {
    for (const part of parts) {
      if (part.kind === 'group') visit(part.children);
      else if (part.kind === 'property') continue;
      else if (part.kind === 'rule' && part.variables) for (const variable of part.variables) readsOf.set(variable.name, [...readsOf.get(variable.name) ?? [], ...variable.reads]);
      else for (const name of part.reads) read.add(name);
    }
  };
  visit(kept);
  const pending = [...read];
  while (pending.length > 0) {
    for (const name of readsOf.get(pending.pop() ?? '') ?? []) {
      if (read.has(name)) continue;
      read.add(name);
      pending.push(name);
    }
  }
  return read;
}

/** @param {Part[]} parts @param {Set<string>} read @returns {string} */
function textOf(parts, read) {
  let text = '';
  for (const part of parts) {
    if (part.kind === 'raw') text += part.text;
    else if (part.kind === 'property') text += read.has(part.name) ? part.text : '';
    else if (part.kind === 'rule') {
      const variables = part.variables?.filter((variable) => read.has(variable.name));
      if (!variables) text += part.text;
      else if (variables.length > 0) text += `${part.selector}{${variables.map((variable) => variable.text).join(';')}}`;
    } else {
      const inner = textOf(part.children, read);
      // A layer is kept even when empty: layers rank by first appearance, and the whole sheet
      // linked later must find them in its own order.
      if (inner || part.open.startsWith('@layer')) text += `${part.open}${inner}}`;
    }
  }
  return text;
}

const ENTITIES = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
const decodeEntities = (value) => value.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt);/gi, (_, entity) =>
  entity[0] === '#' ? String.fromCodePoint(entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1))) : ENTITIES[entity.toLowerCase()]);

/** Every class name in the page's `class` attributes. @param {string} html */
export function pageClasses(html) {
  const classes = new Set();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The rules of a stylesheet the page can use.
 * @param {string} href @param {string} css @param {Set<string>} classes @param {string} body the page after its head
 */
function criticalCss(href, css, classes, body) {
  const kept = keptParts(parsedSheet(href, css), classes);
  return textOf(kept, variablesRead(kept, body));
}

const INLINE_STYLESHEET = /<style data-precedence="([^"]+)" data-href="([^"]+)">([\s\S]*?)<\/style>/g;

/**
 * The page's HTML with each inline stylesheet cut to the rules the page uses, and the whole
 * stylesheet linked after the page's `load` (a script, so it never competes with the LCP image;
 * a <noscript> link without scripts).
 * @param {string} html
 * @returns {string}
 */
export function withCriticalCss(html) {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const hrefs = [];
  /** @type {Set<string> | undefined} read once, and only for a page with an inline stylesheet */
  let classes;
  const head = html.slice(0, headEnd).replace(INLINE_STYLESHEET, (whole, precedence, href, css) => {
    classes ??= pageClasses(html);
    const kept = criticalCss(href, css, classes, html.slice(headEnd));
    if (kept.length >= css.length) return whole;
    hrefs.push(href);
    return `<style data-precedence="${precedence}" data-href="${href}">${kept}</style>`;
  });
  if (hrefs.length === 0) return html;
  const list = JSON.stringify(hrefs);
  const later = `<script>addEventListener("load",function(){${list}.forEach(function(h){var l=document.createElement("link");l.rel="stylesheet";l.href=h;document.head.appendChild(l)})})</script>`
    + `<noscript>${hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</noscript>`;
  return `${head}${later}${html.slice(headEnd)}`;
}
