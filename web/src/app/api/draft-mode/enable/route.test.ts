import { describe, expect, it } from 'vitest';
import { GET } from './route';

describe('GET /api/draft-mode/enable', () => {
  it('is 404 with the embedded content adapter (no Studio, no drafts)', async () => {
    const response = await GET(new Request('http://riverside-toyota.localhost:3000/api/draft-mode/enable?sanity-preview-secret=x&sanity-preview-pathname=/'));
    expect(response.status).toBe(404);
  });
});
