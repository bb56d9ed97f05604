import type { DataLayerEvent } from '@/leads/lead-events';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes to Google Tag Manager's dataLayer; analytics failures are logged only (SPEC 8). */
export function pushEvents(...events: DataLayerEvent[]): void {
  try {
    window.dataLayer ??= [];
    for (const event of events) window.dataLayer.push(event);
  } catch (error) {
    console.warn('Analytics event not recorded', error);
  }
}
