import type { Page } from '@playwright/test';

export type DataLayerEntry = Record<string, unknown> & { event?: string; event_id?: number };

/** The sessionStorage key the recorder keeps the tab's dataLayer pushes under. */
export const DATA_LAYER_KEY = 'journey-data-layer';

/**
 * Keeps every dataLayer push of the tab in sessionStorage, so events pushed just before a page
 * change (a lead's /success, the sign-in redirect) are still there to count afterwards. Runs in
 * the page: `page.addInitScript(recordDataLayer, DATA_LAYER_KEY)`.
 */
export function recordDataLayer(key: string) {
  const layer: unknown[] = [];
  const push = layer.push.bind(layer);
  layer.push = (...items: unknown[]) => {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
    sessionStorage.setItem(key, JSON.stringify([...stored, ...items]));
    return push(...items);
  };
  (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
}

export const recordedDataLayer = (page: Page) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as DataLayerEntry[], DATA_LAYER_KEY);

/** The recorded events with one SPEC 7 analytics id. */
export const recordedWithId = async (page: Page, id: number) => (await recordedDataLayer(page)).filter((entry) => entry.event_id === id);
