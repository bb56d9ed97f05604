import { describe, expect, it } from 'vitest';
import { sanityClientConfig } from './sanity-content';

const project = { projectId: 'abc123', dataset: 'production' };

describe('Sanity client settings', () => {
  it('reads published content through the CDN without a token', () => {
    expect(sanityClientConfig(project, 'published')).toMatchObject({ perspective: 'published', useCdn: true, token: undefined });
  });

  it('reads drafts with the read token from the live API', () => {
    expect(sanityClientConfig({ ...project, token: 'sk-read' }, 'drafts')).toEqual({
      projectId: 'abc123', dataset: 'production', apiVersion: '2025-06-01', perspective: 'drafts', useCdn: false, token: 'sk-read',
    });
  });

  it('falls back to published content when draft mode is on but there is no token', () => {
    expect(sanityClientConfig(project, 'drafts')).toMatchObject({ perspective: 'published' });
  });
});
