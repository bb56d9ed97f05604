import type { z } from 'zod';
import type { BlockType, blockContracts } from './contracts';
import type { GeneratedSection, SectionType } from './section-types';

/**
 * Compile-time proof that the hand-written zod contracts match the generated types:
 * - every block `_type` the schema allows in `sections` has a contract, and no contract exists
 *   for a block the schema lacks;
 * - each contract accepts what PAGE_QUERY returns for that block, as typegen describes it.
 * Nothing here runs; `tsc` (typecheck) is the test. A failure names the block: "Type 'true' is
 * not assignable to type '"trustBadges"'".
 */
type Rejected = { [K in SectionType]: K extends BlockType ? (GeneratedSection<K> extends z.input<(typeof blockContracts)[K]> ? never : K) : K }[SectionType];

export const contractsAcceptGeneratedSections: [Rejected] extends [never] ? true : Rejected = true;

/** No contract for a block the schema does not offer. */
export const noStrayContracts: [Exclude<BlockType, SectionType>] extends [never] ? true : Exclude<BlockType, SectionType> = true;
