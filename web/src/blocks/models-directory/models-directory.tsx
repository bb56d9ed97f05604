import type { BlockComponent } from '../block-types';
import { FixedFeature } from '../fixed-feature/fixed-feature';

/** Fixed block: links to the models directory, narrowed to a body type when set. */
export const ModelsDirectory: BlockComponent<'modelsDirectory'> = ({ heading, intro, body }) => (
  <FixedFeature heading={heading} intro={intro} fallbackHeading="Browse models" href={body ? `/models?body=${encodeURIComponent(body)}` : '/models'} label="Browse models" />
);
