import { useEffect } from 'react';

/*
 * The search page's results and filters are server HTML the shopper can use before the search's
 * code has arrived (it loads after the page's first-load JavaScript, see stock-search-page.tsx).
 * React ignores events on a part it has not hydrated yet: a button press does nothing, and text
 * typed or a slider moved is overwritten by the first render after hydration. So until the search
 * says it is live, what the shopper does inside it is kept here and replayed, in order, once it is.
 * Links are left alone: they navigate on their own (refinements and pages are links to their URL).
 */

/** The element around the search's server HTML (search-frame.tsx, PendingRegion). */
const ISLAND = '[data-search-island]';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Action =
  | { kind: 'value'; field: Field; value: string }
  | { kind: 'click'; element: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

export type PreHydrationQueue = {
  /** The search has hydrated: replays what was kept, lets events through from now on; the returned function undoes this (unmount). */
  hydrated(): () => void;
  /** Stops listening (tests). */
  dispose(): void;
};

// Buttons, folds and toggles whose effect is the search's own code; checkboxes and radios would
// otherwise toggle natively and be left out of step with the state React hydrates.
const QUEUED_CLICKS = 'button, summary, [role="button"], input[type="checkbox"], input[type="radio"]';

/** Listens on `win` in the capture phase, ahead of React's own listeners on the document. */
export function createPreHydrationQueue(win: Window): PreHydrationQueue {
  let queue: Action[] = [];
  let live = false;

  const inIsland = (target: EventTarget | null): Element | null =>
    !live && target instanceof Element && target.closest(ISLAND) ? target : null;

  const onClick = (event: MouseEvent) => {
    const target = inIsland(event.target);
    if (!target || target.closest('a[href]')) return;
    const control = target.closest<HTMLElement>(QUEUED_CLICKS);
    if (!control) return;
    event.preventDefault();
    queue.push({ kind: 'click', element: control });
  };
  const onValue = (event: Event) => {
    const target = inIsland(event.target);
    if (!isField(target) || (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio'))) return;
    // The latest value is the one that counts.
    queue = queue.filter((action) => !(action.kind === 'value' && action.field === target));
    queue.push({ kind: 'value', field: target, value: target.value });
  };
  const onSubmit = (event: SubmitEvent) => {
    const target = inIsland(event.target);
    if (!(target instanceof HTMLFormElement)) return;
    // A native submit would load the form's URL with the query alone, dropping the other filters.
    event.preventDefault();
    queue.push({ kind: 'submit', form: target, submitter: event.submitter });
  };

  // What was typed or chosen before this code ran (the server HTML is usable from the first paint).
  for (const field of win.document.querySelectorAll<Field>(`${ISLAND} input, ${ISLAND} select, ${ISLAND} textarea`)) {
    if (changedByShopper(field)) queue.push({ kind: 'value', field, value: field.value });
  }
  win.addEventListener('click', onClick, true);
  win.addEventListener('input', onValue, true);
  win.addEventListener('change', onValue, true);
  win.addEventListener('submit', onSubmit, true);

  return {
    hydrated() {
      live = true;
      const kept = queue;
      queue = [];
      void replay(kept);
      return () => {
        live = false;
      };
    },
    dispose() {
      win.removeEventListener('click', onClick, true);
      win.removeEventListener('input', onValue, true);
      win.removeEventListener('change', onValue, true);
      win.removeEventListener('submit', onSubmit, true);
    },
  };
}

const isField = (target: Element | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/** Whether a field differs from the value the server rendered into it (checkboxes are left to their click). */
function changedByShopper(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const rendered = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return rendered !== undefined && field.value !== rendered.value;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return false;
  return field.value !== field.defaultValue;
}

/** Each action in a task of its own, so React has rendered the previous one (a submit reads the text typed before it). */
async function replay(actions: Action[]): Promise<void> {
  for (const action of actions) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (action.kind === 'value') {
      if (action.field.isConnected) restoreValue(action.field, action.value);
    } else if (action.kind === 'click') {
      if (action.element.isConnected) action.element.click();
    } else if (action.form.isConnected) {
      action.form.requestSubmit(action.submitter?.isConnected ? action.submitter : undefined);
    }
  }
}

/**
 * Puts the shopper's value back and tells React, which only reports a change when the value
 * differs from the one it last saw: that is set first through the element (where React keeps
 * track), then the shopper's through the prototype's setter (which it does not see).
 */
function restoreValue(field: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  field.value = value === '' ? ' ' : '';
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

let pageQueue: PreHydrationQueue | undefined;

/** Where the page's queue is kept on `window`, so a journey can wait until the page keeps input. */
export const PAGE_QUEUE_KEY = Symbol.for('dealer.searchInputQueue');

/** Starts keeping the shopper's input for the search (once per page load, in the browser). */
export function queueSearchInputUntilHydrated(): void {
  if (typeof window === 'undefined' || pageQueue) return;
  pageQueue = createPreHydrationQueue(window);
  (window as unknown as Record<symbol, PreHydrationQueue>)[PAGE_QUEUE_KEY] = pageQueue;
}

/** Called by the hydrated search: replays what the shopper did before. */
export function useSearchHydrated(): void {
  useEffect(() => pageQueue?.hydrated(), []);
}
