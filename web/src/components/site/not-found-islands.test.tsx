// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { StylesheetFallback } from './not-found-islands';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const stylesheetLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));

function renderFallback() {
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<StylesheetFallback />));
  act(() => root.unmount());
}

describe('StylesheetFallback on a 404 drawn in the browser', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('links each stylesheet whose inline copy arrived empty, once', () => {
    document.head.innerHTML = '<style data-precedence="next" data-href="/_next/static/chunks/a.css /_next/static/chunks/b.css"></style>';
    renderFallback();
    renderFallback();
    expect(stylesheetLinks()).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css']);
  });

  it('adds nothing where the HTML carried the stylesheet', () => {
    document.head.innerHTML = '<style data-precedence="next" data-href="/_next/static/chunks/a.css">body{color:red}</style>';
    renderFallback();
    expect(stylesheetLinks()).toEqual([]);
  });
});
