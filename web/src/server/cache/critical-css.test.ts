import { describe, expect, it } from 'vitest';
import { needsHover, pageClasses, requiredClasses, withCriticalCss } from './critical-css.mjs';

const SHEET = [
  '@layer properties{@supports (color:red){*,:before{--tw-x:0}}}',
  '@layer theme,base,components,utilities;',
  '@layer base{a{color:inherit}}',
  '@layer components{.btn{display:inline-flex}.btn-dark{color:#000}@media (hover:hover){.btn-dark:hover{color:#333}}}',
  '@layer utilities{.hidden{display:none}.md\\:flex{display:flex}.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}.group-hover\\:block:is(:where(.group):hover *){display:block}.x:not(.y){margin:var(--tw-x)}.a,.b{padding:0}}',
  '@media (min-width:48rem){.md\\:grid{display:grid}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
].join('');

const page = (body: string, css = SHEET) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><style data-precedence="next" data-href="/_next/static/chunks/a.css">${css}</style></head><body>${body}</body></html>`;

const styleOf = (html: string) => /<style data-precedence="next" data-href="[^"]+">([\s\S]*?)<\/style>/.exec(html)?.[1];

describe('requiredClasses', () => {
  it('unescapes Tailwind class names, hex escapes included', () => {
    expect(requiredClasses('.md\\:py-14')).toEqual(['md:py-14']);
    expect(requiredClasses('.\\[body\\:has\\(\\[data-sticky-bar\\]\\)_\\&\\]\\:pb-20')).toEqual(['[body:has([data-sticky-bar])_&]:pb-20']);
    expect(requiredClasses('.\\32 xl\\:flex')).toEqual(['2xl:flex']);
    expect(requiredClasses('.w-1\\/2')).toEqual(['w-1/2']);
  });

  it('needs what :is() or :where() of one selector needs', () => {
    expect(requiredClasses(':where(.space-y-4>:not(:last-child))')).toEqual(['space-y-4']);
    expect(requiredClasses('.group-hover\\:block:is(:where(.group):hover *)')).toEqual(['group-hover:block', 'group']);
  });

  it('needs no class named inside other parentheses or attribute brackets', () => {
    expect(requiredClasses('.x:not(.y)')).toEqual(['x']);
    expect(requiredClasses(':is(.a,.b) .c')).toEqual(['c']);
    expect(requiredClasses(':where(.a, .b)>.c:has(.d)')).toEqual(['c']);
    expect(requiredClasses('[data-size="1.5"] .z')).toEqual(['z']);
    expect(requiredClasses('a:hover')).toEqual([]);
  });
});

describe('needsHover', () => {
  it('is a selector for a hovered element or one inside it', () => {
    expect(needsHover('.btn-dark:hover')).toBe(true);
    expect(needsHover('.group-hover\\:block:is(:where(.group):hover *)')).toBe(true);
    expect(needsHover('.brand-tile:hover img')).toBe(true);
  });

  it('is not a selector that holds without a hover: in :not(), an escaped class name, another pseudo-class', () => {
    expect(needsHover('.card:not(:hover)')).toBe(false);
    expect(needsHover('.hover\\:underline')).toBe(false);
    expect(needsHover('.x\\:hover')).toBe(false);
    expect(needsHover('.btn:focus-visible')).toBe(false);
    expect(needsHover('.a:hover-like')).toBe(false);
  });
});

describe('withCriticalCss', () => {
  it('keeps the rules whose classes the page uses, every rule naming no class, and every layer', () => {
    const html = withCriticalCss(page('<a class="btn md:flex x" href="/">Go</a><p class="[&amp;&gt;svg]:size-4 b"></p>'));
    const css = styleOf(html)!;
    expect(css).toContain('@layer properties{@supports (color:red){*,:before{--tw-x:0}}}');
    expect(css).toContain('@layer theme,base,components,utilities;');
    expect(css).toContain('a{color:inherit}');
    expect(css).toContain('.btn{display:inline-flex}');
    expect(css).toContain('.md\\:flex{display:flex}');
    expect(css).toContain('.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}');
    expect(css).toContain('.x:not(.y){margin:var(--tw-x)}');
    // One selector of the list is enough.
    expect(css).toContain('.a,.b{padding:0}');
    expect(css).toContain('@keyframes spin{to{transform:rotate(1turn)}}');
    // Rules for classes the page lacks go, and a media block left empty with them.
    expect(css).not.toContain('btn-dark');
    expect(css).not.toContain('.hidden');
    expect(css).not.toContain('group-hover');
    expect(css).not.toContain('md\\:grid');
    expect(css).not.toContain('@media (min-width:48rem)');
  });

  it('leaves out the hover look of classes the page uses: the whole sheet linked at load brings it', () => {
    const sheet = '@layer components{.btn{display:inline-flex}@media (hover:hover){.btn:hover{color:#333}}.btn:focus-visible{outline:2px solid}.tile:hover,.tile-on{color:red}}';
    const css = styleOf(withCriticalCss(page('<a class="btn tile tile-on" href="/">Go</a>', sheet).replace('/a.css', '/hover.css')))!;
    expect(css).toBe('@layer components{.btn{display:inline-flex}.btn:focus-visible{outline:2px solid}.tile:hover,.tile-on{color:red}}');
  });

  it('keeps the variables the kept rules or the page read, and those they read in turn', () => {
    const sheet = [
      '@layer properties{@supports (color:red){*,:before{--tw-x:0;--tw-unused:0}}@supports (color:blue){*{--tw-gone:0}}}',
      '@layer theme{:root,:host{--color-a:red;--color-b:var(--color-c);--color-c:blue;--color-unused:green}}',
      '@layer utilities{.p{margin:var(--tw-x);color:var(--color-b)}.q{color:var(--color-unused)}}',
      '@property --tw-x{syntax:"*";inherits:false;initial-value:0}@property --tw-unused{syntax:"*";inherits:false}',
    ].join('');
    // Another stylesheet address: parsed sheets are remembered by it.
    const html = page('<p class="p" style="border-color:var(--color-a)"></p>', sheet).replace('/a.css', '/variables.css');
    const css = styleOf(withCriticalCss(html))!;
    expect(css).toBe([
      '@layer properties{@supports (color:red){*,:before{--tw-x:0}}}',
      '@layer theme{:root,:host{--color-a:red;--color-b:var(--color-c);--color-c:blue}}',
      '@layer utilities{.p{margin:var(--tw-x);color:var(--color-b)}}',
      '@property --tw-x{syntax:"*";inherits:false;initial-value:0}',
    ].join(''));
  });

  it('keeps a layer whose rules all went, so the whole sheet linked later ranks its layers the same', () => {
    const css = styleOf(withCriticalCss(page('<a href="/">Go</a>')))!;
    expect(css).toContain('@layer components{}');
    expect(css).toContain('@layer utilities{}');
  });

  it('links the whole stylesheet after the page has loaded, and without scripts', () => {
    const html = withCriticalCss(page('<a class="btn">Go</a>'));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script>addEventListener("load",function(){["/_next/static/chunks/a.css"].forEach(');
    expect(head).toContain('<noscript><link rel="stylesheet" href="/_next/static/chunks/a.css"></noscript>');
    expect(html.slice(html.indexOf('</head>'))).toBe('</head><body><a class="btn">Go</a></body></html>');
  });

  it('leaves a page alone when it uses every rule, or has no inline stylesheet', () => {
    const everything = page('<a class="btn">Go</a>', '@layer components{.btn{display:inline-flex}}');
    expect(withCriticalCss(everything)).toBe(everything);
    const linked = '<html><head><link rel="stylesheet" href="/a.css"/></head><body class="hidden"></body></html>';
    expect(withCriticalCss(linked)).toBe(linked);
  });
});

describe('pageClasses', () => {
  it('reads every class attribute, entities decoded', () => {
    expect([...pageClasses('<div class="a  b"><svg class="c"></svg><i class="[&amp;_p]:m-0"></i></div>')]).toEqual(['a', 'b', 'c', '[&_p]:m-0']);
  });
});
