import { blockSchemas, type BlockType } from '@dealer/schemas/content/blocks';
import type { Section } from '@dealer/schemas/content/section';

export type ParsedSection =
  | { ok: true; key: string; type: BlockType; props: Record<string, unknown> }
  | { ok: false; key: string; type: string; reason: 'unknown-type' | 'invalid-fields' };

export const isBlockType = (type: string): type is BlockType => Object.hasOwn(blockSchemas, type);

/**
 * Parses one stored section with its block's zod schema. Never throws: an unknown `_type` or
 * fields that fail the schema come back as `ok: false` for the renderer's fallback box.
 */
export function parseSection(section: Section, index: number): ParsedSection {
  const key = typeof section._key === 'string' && section._key !== '' ? section._key : `section-${index}`;
  const type = typeof section._type === 'string' && section._type !== '' ? section._type : 'unknown';
  if (!isBlockType(type)) return { ok: false, key, type, reason: 'unknown-type' };
  const result = blockSchemas[type].safeParse(section);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    console.warn(`Section ${key} (${type}) does not match its schema: ${issues}`);
    return { ok: false, key, type, reason: 'invalid-fields' };
  }
  return { ok: true, key, type, props: result.data as Record<string, unknown> };
}
