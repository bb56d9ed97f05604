// `npm run icons:generate`: writes web/public/icons.svg, the sprite of the stylesheet's icons
// (web/src/components/ui/icon-sprite.ts), from lucide-react's drawings. Run it after adding a
// name to CSS_ICON_NAMES, then give the new `.icon-*` rule in app/globals.css its cell.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CSS_ICON_NAMES, type CssIconName } from '../web/src/components/ui/css-icon';
import { iconSprite, type IconShapes } from '../web/src/components/ui/icon-sprite';
import { repoRoot } from './lib/run';

const drawings = {} as Record<CssIconName, IconShapes>;
for (const name of CSS_ICON_NAMES) {
  const module = (await import(join(repoRoot, 'web/node_modules/lucide-react/dist/esm/icons', `${name}.mjs`))) as { __iconData: { node: IconShapes } };
  drawings[name] = module.__iconData.node;
}
writeFileSync(join(repoRoot, 'web/public/icons.svg'), iconSprite(drawings));
console.log('web/public/icons.svg written.');
