import type { Locator, Page } from '@playwright/test';

/** The toasts on screen: the items of the site's one "Notifications" live region (sonner). */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
}
