import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails the test on any serious or critical WCAG 2.1 A/AA violation of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Sections below the fold are laid out only as they near the screen (content-visibility: auto).
  // They stay in the accessibility tree, but axe measures colours against a layout the browser has
  // not made: a card's grey "was" price read as on the dark footer (1.72:1), which it never is once
  // scrolled to. axe checks the page as a shopper's scroll lays it out.
  // Added by hand, not with addStyleTag: that fails on any CSP error the page logs meanwhile (the
  // checkout's card form loading Stripe's script, which the demo's policy refuses).
  const laidOut = await page.evaluateHandle(() => {
    const style = document.createElement('style');
    style.textContent = '* { content-visibility: visible !important; }';
    return document.head.appendChild(style);
  });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  await laidOut.evaluate((style) => style.remove());
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}
