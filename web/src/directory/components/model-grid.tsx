import type { DirectoryRecord } from '@/directory/records/directory-record';
import { ModelCard } from './model-card';

/** Model cards in the responsive grid the stock search uses. */
export function ModelGrid({ models }: { models: DirectoryRecord[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {models.map((model) => (
        <li key={model.objectID}>
          <ModelCard model={model} />
        </li>
      ))}
    </ul>
  );
}
