import { database } from '@/ports/database';
import { createDocumentStore, type DocumentStore } from './document-store';

const globalKey = Symbol.for('dealer.contentLakeStore');
type Holder = { [globalKey]?: Promise<DocumentStore> };

/**
 * The local Content Lake of this process (embedded demo only): its documents in the embedded
 * database, filled from the demo dataset the first time when the seed has not loaded them.
 */
export function contentLakeStore(initialDocuments: () => Promise<readonly Record<string, unknown>[]>): Promise<DocumentStore> {
  // Next bundles server code into several layers; a global keeps one store (and its listeners) per process.
  const holder = globalThis as Holder;
  holder[globalKey] ??= database().then((opened) => createDocumentStore(opened.db, { initialDocuments }));
  holder[globalKey].catch(() => delete holder[globalKey]);
  return holder[globalKey];
}
