// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredScripts, PAGE_CODE_ID, withDeferredScripts } from './deferred-scripts.mjs';

// The tags as Next 16 writes them into a prerendered page (head, then the bootstrap chunk before the payload).
const PAGE = '<!DOCTYPE html><html><head><meta charSet="utf-8"/>'
  + '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/img/768/hero.jpg 768w"/>'
  + '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>'
  + '<script src="/_next/static/chunks/react.js" async=""></script>'
  + '<script src="/_next/static/chunks/app.js?v=1&amp;t=2" async=""></script>'
  + '<link rel="preload" href="/_next/static/chunks/gallery.js" as="script" fetchPriority="low"/>'
  + '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>'
  + '</head><body><main><img fetchpriority="high" src="/img/768/hero.jpg" alt="Hero"/></main>'
  + '<script src="/_next/static/chunks/boot.js" id="_R_" async=""></script>'
  + '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

describe('withDeferredScripts', () => {
  it('lists the page code in order and takes its tags out, leaving pictures and the legacy polyfills', () => {
    const html = withDeferredScripts(PAGE);
    expect(deferredScripts(html)).toEqual({
      scripts: ['/_next/static/chunks/react.js', '/_next/static/chunks/app.js?v=1&t=2', '/_next/static/chunks/boot.js'],
      preloads: ['/_next/static/chunks/boot.js', '/_next/static/chunks/gallery.js'],
    });
    expect(html).not.toMatch(/<script src="[^"]*" async="">/);
    expect(html).not.toContain('as="script"');
    expect(html).toContain('<link rel="preload" as="image" fetchPriority="high"');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(html.endsWith('</script></body></html>')).toBe(true);
  });

  it('leaves a page alone that has no such scripts, or has been through it already', () => {
    const plain = '<html><head></head><body><p>Hello</p></body></html>';
    expect(withDeferredScripts(plain)).toBe(plain);
    const once = withDeferredScripts(PAGE);
    expect(withDeferredScripts(once)).toBe(once);
  });

  it('leaves a script it could not add back the same where it is', () => {
    const pinned = '<script src="/_next/static/chunks/signed.js" async="" integrity="sha384-abc"></script>';
    const html = withDeferredScripts(PAGE.replace('</head>', `${pinned}</head>`));
    expect(html).toContain(pinned);
    expect(deferredScripts(html)?.scripts).not.toContain('/_next/static/chunks/signed.js');
  });
});

describe('the starter, run in a page', () => {
  afterEach(() => {
    document.documentElement.innerHTML = '<head></head><body></body>';
    vi.useRealTimers();
  });

  /** Renders the page and runs its starter as the browser would (the inline script's own text). */
  function openPage(html: string) {
    const page = withDeferredScripts(html);
    const inline = [...page.matchAll(/<script>(\(function startPageCode[\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    document.documentElement.innerHTML = page.replace(/^<!DOCTYPE html><html>/, '').replace(/<\/html>$/, '');
    const hero = document.querySelector('img');
    if (hero) Object.defineProperty(hero, 'complete', { value: false, configurable: true });
    (0, eval)(inline[0]!);
    return { hero };
  }
  const added = () => [...document.head.querySelectorAll('script[src]:not([nomodule]), link[rel="preload"][as="script"]')].map((element) => element.getAttribute('src') ?? `preload ${element.getAttribute('href')}`);
  // Frames and timers on the test's clock: a frame is 16 ms of it.
  // performance.now() on it too: it stands still while the starter adds tags, so one slice holds all.
  const useFakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  const CODE = ['/_next/static/chunks/react.js', '/_next/static/chunks/app.js?v=1&t=2', '/_next/static/chunks/boot.js', 'preload /_next/static/chunks/boot.js', 'preload /_next/static/chunks/gallery.js'];

  it('adds the code back once the largest picture has loaded and been painted', () => {
    useFakeClock();
    const { hero } = openPage(PAGE);
    vi.advanceTimersByTime(1500);
    expect(added()).toEqual([]);
    hero!.dispatchEvent(new Event('load'));
    expect(added(), 'before a frame has been painted').toEqual([]);
    vi.advanceTimersByTime(20);
    expect(added()).toEqual(CODE);
    expect(document.getElementById(PAGE_CODE_ID)).not.toBeNull();
  });

  it('adds it at once when the shopper touches the page or types, and only once', () => {
    useFakeClock();
    const { hero } = openPage(PAGE);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(added()).toEqual(CODE);
    hero!.dispatchEvent(new Event('load'));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(added()).toEqual(CODE);
  });

  it('adds it after the first frame on a page without a high-priority picture', () => {
    useFakeClock();
    openPage(PAGE.replace('<img fetchpriority="high"', '<img'));
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(20);
    expect(added()).toEqual(CODE);
  });

  it('adds it anyway when the picture never arrives', () => {
    useFakeClock();
    openPage(PAGE);
    vi.advanceTimersByTime(1999);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(CODE);
  });

  it('adds the tags in slices of a few ms, letting the browser paint or take a tap between them', () => {
    useFakeClock();
    openPage(PAGE);
    // Each tag takes 3 ms to add here: two fit in a slice of SLICE_MS (4 ms).
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 3));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(added()).toEqual(CODE.slice(0, 2));
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual(CODE.slice(0, 4));
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual(CODE);
  });
});
