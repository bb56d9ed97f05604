import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

const state = { isEnabled: false };
vi.mock('next/headers', () => ({ draftMode: async () => state }));
// The live stream's own component is async (server-only); here it only has to be mounted.
vi.mock('./live-preview', () => ({ LivePreview: () => 'live-preview-mounted' }));

const { PreviewBanner } = await import('./preview-banner');

describe('PreviewBanner', () => {
  it('is absent for visitors', async () => {
    state.isEnabled = false;
    expect(renderToStaticMarkup(<>{await PreviewBanner()}</>)).toBe('');
  });

  it('says preview mode and links to the exit while draft mode is on', async () => {
    state.isEnabled = true;
    const markup = renderToStaticMarkup(<>{await PreviewBanner()}</>);
    expect(markup).toContain('Preview mode');
    expect(markup).toContain('href="/api/draft-mode/disable"');
    expect(markup).toContain('live-preview-mounted');
  });
});
