import { describe, expect, it } from 'vitest';
import { documentGroupEvents, type GroupTransaction } from './history-events';

const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`;
const change = (existedBefore: boolean, existsAfter: boolean, previousRev: string | null = existedBefore ? 'prev' : null) => ({ existedBefore, existsAfter, previousRev });
const tx = (id: string, minute: number, parts: Partial<GroupTransaction>): GroupTransaction => ({ id, timestamp: at(minute), author: 'pLocalEditor', ...parts });

describe('documentGroupEvents', () => {
  it('lists the Studio\'s edit-then-publish as a draft created and then published, newest first', () => {
    const events = documentGroupEvents('promo', [
      tx('t1', 1, { draft: change(false, true) }),
      tx('t2', 2, { draft: change(true, true, 't1') }),
      tx('t3', 3, { draft: change(true, false, 't2'), published: change(true, true, 'seed') }),
    ]);
    expect(events).toEqual([
      { type: 'publishDocumentVersion', documentId: 'promo', timestamp: at(3), author: 'pLocalEditor', revisionId: 't3', versionId: 'drafts.promo', versionRevisionId: 't2', publishCause: 'document.publish' },
      { type: 'createDocumentVersion', documentId: 'promo', timestamp: at(1), author: 'pLocalEditor', versionId: 'drafts.promo', versionRevisionId: 't1' },
    ]);
  });

  it.each([
    ['a write straight to the published document', { published: change(true, true) }, 'publishDocumentVersion'],
    ['discarding the draft', { draft: change(true, false, 't0') }, 'deleteDocumentVersion'],
    ['unpublishing (the draft takes its place)', { published: change(true, false), draft: change(false, true) }, 'unpublishDocument'],
    ['deleting the document and its draft', { published: change(true, false), draft: change(true, false) }, 'deleteDocumentGroup'],
    ['deleting a document that has no draft', { published: change(true, false) }, 'deleteDocumentGroup'],
  ] as const)('names %s', (_, parts, type) => {
    expect(documentGroupEvents('promo', [tx('t9', 9, parts)]).map((event) => event.type)).toEqual([type]);
  });

  it('makes no event of an edit to an existing draft (the Studio derives edits from the transactions)', () => {
    expect(documentGroupEvents('promo', [tx('t1', 1, { draft: change(true, true) })])).toEqual([]);
  });
});
