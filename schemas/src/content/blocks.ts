/**
 * The block contracts, by `_type`. Each block's contract lives in its folder
 * (schemas/src/blocks/<block>/contract.ts); this module keeps the historical import path.
 */
export { blockContracts as blockSchemas, type BlockProps, type BlockType } from '../blocks/contracts';
