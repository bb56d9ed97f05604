// `npm run icons:generate`: writes web/public/icons.svg, the sprite of the stylesheet's icons
// (web/src/components/ui/icon-sprite.ts), from lucide-react's drawings. Run it after adding a
// name to CSS_ICON_NAMES, then give the new `.icon-*` rule in app/globals.css its cell.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { iconSprite, lucideDrawings } from '../web/src/components/ui/icon-sprite';
import { repoRoot } from './lib/run';

writeFileSync(join(repoRoot, 'web/public/icons.svg'), iconSprite(await lucideDrawings()));
console.log('web/public/icons.svg written.');
