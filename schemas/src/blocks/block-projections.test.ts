import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { PAGE_QUERY } from '../queries';
import { blockSchemaTypes } from './block-schemas.generated';

type BlockSchema = { name: string; fields?: { name: string }[] };

/**
 * The schema fields of each block that PAGE_QUERY does not project. The section is stored with
 * nothing but `_type` and `_key`: an explicit projection still answers every field it names
 * (as null), while a block without a projection answers only `_type` and `_key`. So a block
 * whose fields are all optional cannot slip through with its fields silently dropped.
 */
async function unprojectedFields(pageQuery: string, blocks: readonly BlockSchema[]): Promise<Record<string, string[]>> {
  const page = { _id: 'page', _type: 'page', site: { _ref: 'site' }, slug: { current: 'home' }, title: 'Home', sections: blocks.map((b) => ({ _type: b.name, _key: b.name })) };
  const result = (await (await evaluate(parse(pageQuery), { dataset: [page], params: { siteId: 'site', slug: 'home' } })).get()) as { sections: Record<string, unknown>[] };
  const missing: Record<string, string[]> = {};
  for (const block of blocks) {
    const section = result.sections.find((s) => s._key === block.name) ?? {};
    const absent = (block.fields ?? []).map((f) => f.name).filter((name) => !(name in section));
    if (absent.length > 0) missing[block.name] = absent;
  }
  return missing;
}

describe('PAGE_QUERY projects every block', () => {
  it('answers each schema field of each block', async () => {
    expect(blockSchemaTypes.length).toBeGreaterThan(20);
    expect(await unprojectedFields(PAGE_QUERY, blockSchemaTypes)).toEqual({});
  });

  it('catches a block without a projection, even one whose fields are all optional', async () => {
    const optionalOnly = { name: 'noProjectionExample', fields: [{ name: 'heading' }, { name: 'badges' }] };
    expect(await unprojectedFields(PAGE_QUERY, [optionalOnly])).toEqual({ noProjectionExample: ['heading', 'badges'] });
  });
});
