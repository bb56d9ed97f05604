// @ts-check
/**
 * A cached page starts its JavaScript once its largest picture has been painted, not while the
 * picture is still on its way. Next writes each chunk of the page's code as a `<script async>`
 * (and the chunks its islands load later as `<link rel="preload" as="script">`): the browser
 * fetches them beside the hero photo and runs them as they arrive, so on a phone the photo's
 * paint waits behind ~150 KB of code being fetched, compiled and run (Lighthouse's simulated
 * mobile page put the home page's LCP at 2.0–2.8 s with the photo in the browser after 0.1 s).
 * As the route cache stores a page (route-cache-handler.mjs), those tags are taken out and listed
 * in a JSON script at the end of the body; a small inline script (`startPageCode`) adds them back
 * once every high-priority image (the LCP candidates the page marks `fetchpriority="high"`) has
 * loaded and a frame has been painted, as soon as the shopper touches or types, or after
 * GIVE_UP_AFTER_MS whatever happens. The code is the same, in the same document: React hydrates
 * what the server wrote, only later.
 */

/** The id of the JSON script that lists the page's code (read by the starter and by tests). */
export const PAGE_CODE_ID = '__page_code';

/** Past this the code starts even if a picture is still loading (a slow connection, a background tab). */
export const GIVE_UP_AFTER_MS = 2000;

/** The longest the starter adds tags for before it lets the browser do something else. */
export const SLICE_MS = 4;

// Exactly the tags Next writes; a tag with anything more (integrity, nonce, crossorigin) is left
// where it is, as the starter would not add it back the same. A prerendered page's bootstrap chunk
// carries React's id for it (`_R_`, which only a `<link rel="expect">` the page does not have
// would point at), so the tag goes with it.
const SCRIPT_TAG = /<script src="([^"<>]+)"(?: id="_R_")? async=""><\/script>/g;
const PRELOAD_TAG = /<link rel="preload"(?: as="script"| fetchPriority="low"| href="[^"<>]+")+\/>/g;
const HREF = / href="([^"<>]+)"/;

/**
 * Runs in the browser (inlined as its source text, so it uses nothing from this module, and holds
 * no comment: its lines are joined). Each tag it adds starts a request, which costs the main
 * thread a few ms on a slow phone (~3 ms each at Lighthouse's 4x slowdown, ~60 ms for a search
 * page's 17): they are added in slices of at most sliceMs, so the browser can paint or take a tap
 * between them.
 * @param {string} listId
 * @param {number} giveUpAfterMs
 * @param {number} sliceMs
 */
export function startPageCode(listId, giveUpAfterMs, sliceMs) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const list = document.getElementById(listId);
    const code = JSON.parse(list ? list.textContent || '{}' : '{}');
    const tags = [];
    for (const src of code.scripts || []) {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      tags.push(script);
    }
    for (const href of code.preloads || []) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'script');
      link.href = href;
      tags.push(link);
    }
    const addSlice = () => {
      const until = performance.now() + sliceMs;
      do {
        document.head.appendChild(tags.shift());
      } while (tags.length > 0 && performance.now() < until);
      if (tags.length > 0) setTimeout(addSlice, 0);
    };
    if (tags.length > 0) addSlice();
  };
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, start, { once: true, capture: true, passive: true });
  setTimeout(start, giveUpAfterMs);
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  const pending = Array.from(document.images).filter((image) => image.getAttribute('fetchpriority') === 'high' && !image.complete);
  let left = pending.length;
  if (left === 0) afterNextPaint();
  for (const image of pending) {
    const done = () => {
      left -= 1;
      if (left === 0) afterNextPaint();
    };
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
  }
}

/** A JSON text safe inside a <script> element. */
const scriptJson = (/** @type {unknown} */ value) => JSON.stringify(value).replaceAll('<', '\\u003c');

const PAGE_CODE_LIST = new RegExp(`<script type="application/json" id="${PAGE_CODE_ID}">([^<]*)</script>`);

/** The inline starter, the same on every page: written once (its source on one line). */
const STARTER = `<script>(${startPageCode.toString().replace(/\n\s*/g, '')})(${scriptJson(PAGE_CODE_ID)},${GIVE_UP_AFTER_MS},${SLICE_MS})</script>`;

/**
 * The page's code as listed by withDeferredScripts, or null when the page loads it as Next wrote it.
 * @param {string} html
 * @returns {{ scripts: string[]; preloads: string[] } | null}
 */
export function deferredScripts(html) {
  const list = PAGE_CODE_LIST.exec(html);
  return list ? JSON.parse(list[1] ?? '{}') : null;
}

/** `&amp;` in an attribute is `&` in the URL the browser would fetch. */
const attributeValue = (/** @type {string} */ text) => text.replaceAll('&amp;', '&');

/**
 * The page with its code started after its largest paint (see above). A page without such tags,
 * or without a body, is returned as it is.
 * @param {string} html
 * @returns {string}
 */
export function withDeferredScripts(html) {
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < 0 || deferredScripts(html)) return html;
  /** @type {string[]} */
  const scripts = [];
  /** @type {string[]} */
  const preloads = [];
  const page = html.slice(0, bodyEnd)
    .replace(SCRIPT_TAG, (_tag, src) => {
      scripts.push(attributeValue(src));
      return '';
    })
    .replace(PRELOAD_TAG, (tag) => {
      const href = HREF.exec(tag)?.[1];
      if (!href || !tag.includes(' as="script"')) return tag;
      preloads.push(attributeValue(href));
      return '';
    });
  if (scripts.length === 0) return html;
  const list = `<script type="application/json" id="${PAGE_CODE_ID}">${scriptJson({ scripts, preloads })}</script>`;
  return page + list + STARTER + html.slice(bodyEnd);
}
