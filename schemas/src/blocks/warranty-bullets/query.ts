import { z } from 'zod';
import { optionalText } from '../shared';

/** The bullets come from the site config, so every page shows the same promise. */
export const WARRANTY_BULLETS_PROJECTION = `heading`;

export const warrantyBulletsContract = z.object({ heading: optionalText });
