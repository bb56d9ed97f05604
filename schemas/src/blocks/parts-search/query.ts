import { z } from 'zod';
import { optionalText } from '../shared';

/** Fixed block: the parts come from the site's model documents at render time. */
export const PARTS_SEARCH_PROJECTION = `heading, intro`;

export const partsSearchContract = z.object({ heading: optionalText, intro: optionalText });
