import { badRequest, indexNotFound, zodMessage } from './errors';
import { IndexStore } from './index-store';
import { DEFAULT_SETTINGS, indexSettingsSchema, type IndexSettings } from './settings';

export type IndexEntry = {
  name: string;
  settings: IndexSettings;
  store: IndexStore;
  /** Set on replicas: they read their primary's store and cannot be written to. */
  primary: string | null;
  createdAt: string;
  updatedAt: string;
};

const REPLICA_NAME = /^virtual\((.*)\)$/;

/** Replica names without Algolia's `virtual(...)` marker. */
function replicaNames(replicas: readonly string[] | undefined): string[] {
  return (replicas ?? []).map((replica) => replica.trim().replace(REPLICA_NAME, '$1'));
}

/**
 * The named indexes and their replica wiring. Listing a replica on a primary creates it (with a
 * copy of the primary's settings, as Algolia does) over the primary's store; removing it from
 * the list detaches it into a standalone index holding a copy of the records.
 */
export class IndexRegistry {
  private readonly entries = new Map<string, IndexEntry>();

  has(name: string): boolean {
    return this.entries.has(name);
  }

  require(name: string): IndexEntry {
    const entry = this.entries.get(name);
    if (!entry) throw indexNotFound();
    return entry;
  }

  ensure(name: string): IndexEntry {
    if (name === '' || name === '*') throw badRequest('Invalid index name');
    let entry = this.entries.get(name);
    if (!entry) {
      const created = new Date().toISOString();
      entry = { name, settings: {}, store: new IndexStore(), primary: null, createdAt: created, updatedAt: created };
      this.entries.set(name, entry);
    }
    return entry;
  }

  delete(name: string): void {
    const entry = this.require(name);
    for (const replica of replicaNames(entry.settings.replicas)) this.detach(replica);
    if (entry.primary) {
      const primary = this.entries.get(entry.primary);
      if (primary) {
        primary.settings.replicas = (primary.settings.replicas ?? []).filter((replica) => replica.replace(REPLICA_NAME, '$1') !== name);
      }
    }
    this.entries.delete(name);
  }

  setSettings(name: string, update: Record<string, unknown>, forwardToReplicas: boolean): void {
    const present = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== null));
    const parsed = indexSettingsSchema.safeParse(present);
    if (!parsed.success) throw badRequest(zodMessage(parsed.error, 'setting'));
    const entry = this.ensure(name);
    if (entry.primary && 'replicas' in update) throw badRequest('A replica index cannot have replicas');
    const before = replicaNames(entry.settings.replicas);
    entry.settings = merge(entry.settings, update);
    entry.updatedAt = new Date().toISOString();
    if ('replicas' in update) this.rewireReplicas(entry, before);
    if (forwardToReplicas) {
      const { replicas: _ignored, ...forwarded } = update;
      for (const replica of replicaNames(entry.settings.replicas)) {
        const replicaEntry = this.entries.get(replica);
        if (replicaEntry) replicaEntry.settings = merge(replicaEntry.settings, forwarded);
      }
    }
  }

  /**
   * Algolia's `operation` on an index (what `replaceAllObjects` uses: copy the settings to a
   * temporary index, fill it, move it over the original). `copy` with a scope copies only those
   * parts; without one, records and settings. `move` replaces the destination's records and
   * settings with the source's and deletes the source; the destination keeps its replicas, which
   * then read the new records. Copying a missing index only creates the destination.
   */
  operate(name: string, operation: 'copy' | 'move', destination: string, scope?: readonly string[]): void {
    // Copying an index that does not exist yet copies nothing (replaceAllObjects on a new index).
    if (operation === 'copy' && !this.has(name)) {
      this.ensure(destination);
      return;
    }
    const source = this.require(name);
    if (destination === name) throw badRequest('Source and destination indices must differ');
    const target = this.ensure(destination);
    if (target.primary) throw badRequest(`Index ${destination} is a replica of ${target.primary}: it cannot be overwritten`);
    const withSettings = operation === 'move' || !scope || scope.includes('settings');
    const withRecords = operation === 'move' || !scope;
    if (withSettings) {
      const { replicas: _sourceReplicas, ...settings } = structuredClone(source.settings);
      target.settings = { ...settings, ...(target.settings.replicas ? { replicas: target.settings.replicas } : {}) };
    }
    if (withRecords) target.store.replaceAll([...source.store.liveRecords()]);
    target.updatedAt = new Date().toISOString();
    if (operation === 'move') this.delete(name);
  }

  /** Settings as `getSettings` returns them: the defaults Algolia reports, overridden by what was set. */
  settingsView(name: string): Record<string, unknown> {
    const entry = this.require(name);
    const { attributesToHighlight: _a, numericAttributesForFiltering: _n, ...defaults } = DEFAULT_SETTINGS;
    return {
      ...defaults,
      ...entry.settings,
      ...(entry.primary ? { primary: entry.primary } : {}),
    };
  }

  list(): Array<Record<string, unknown>> {
    return [...this.entries.values()].map((entry) => ({
      name: entry.name,
      createdAt: entry.createdAt,
      updatedAt: entry.updatedAt,
      entries: entry.store.count,
      dataSize: 0,
      fileSize: 0,
      lastBuildTimeS: 0,
      numberOfPendingTasks: 0,
      pendingTask: false,
      ...(entry.primary ? { primary: entry.primary } : {}),
      ...(entry.settings.replicas ? { replicas: entry.settings.replicas } : {}),
    }));
  }

  private rewireReplicas(primary: IndexEntry, before: string[]): void {
    const after = replicaNames(primary.settings.replicas);
    for (const name of before) if (!after.includes(name)) this.detach(name);
    for (const name of after) {
      if (name === primary.name) throw badRequest('An index cannot be its own replica');
      const existing = this.entries.get(name);
      if (existing?.primary && existing.primary !== primary.name) {
        throw badRequest(`Index ${name} is already a replica of ${existing.primary}`);
      }
      const { replicas: _ignored, ...inherited } = primary.settings;
      const replica = existing ?? { ...this.ensure(name), settings: structuredClone(inherited) };
      replica.primary = primary.name;
      replica.store = primary.store;
      this.entries.set(name, replica);
    }
  }

  private detach(name: string): void {
    const replica = this.entries.get(name);
    if (!replica?.primary) return;
    const store = new IndexStore();
    store.replaceAll(replica.store.liveRecords());
    replica.store = store;
    replica.primary = null;
  }
}

function merge(settings: IndexSettings, update: Record<string, unknown>): IndexSettings {
  const next: Record<string, unknown> = { ...settings };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete next[key];
    else next[key] = structuredClone(value);
  }
  return next as IndexSettings;
}
