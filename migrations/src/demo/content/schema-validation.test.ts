import { validateDocuments } from '@dealer/schemas/validate-documents';
import { describe, expect, it } from 'vitest';
import { generateDemo } from '../generate';

/**
 * The demo dataset is what `npm run content:import` pushes into a real Sanity project, so it
 * must pass the Studio's validation: every document, every rule (Sanity's own validator).
 */
describe('demo dataset against the Studio schema', () => {
  it('has no validation errors or warnings', async () => {
    const { documents } = generateDemo({ seed: 7, referenceDate: new Date('2025-11-21T00:00:00Z') });
    const problems = await validateDocuments(documents as unknown as Parameters<typeof validateDocuments>[0]);
    expect(problems.map((p) => `${p.type} ${p.id} ${p.path}: ${p.message}`)).toEqual([]);
  }, 120_000);
});
