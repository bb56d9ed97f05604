import type { z } from 'zod';
import { blockContracts } from './block-queries.generated';

export { blockContracts };

/**
 * Block `_type`s with a contract (one per block folder). `block-contracts.check.ts` proves each
 * contract accepts the typegen result for its `_type`, and that they match the schema's blocks.
 */
export type BlockType = keyof typeof blockContracts;
/** What a block component receives: the parsed block (defaults applied). */
export type BlockProps<T extends BlockType> = z.output<(typeof blockContracts)[T]>;
