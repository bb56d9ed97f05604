import { z } from 'zod';
import { optionalText } from '../shared';

export const PRICE_SLIDER_SEARCH_PROJECTION = `heading, intro`;

/** Fixed block: settings only; the range and the results come from the search. */
export const priceSliderSearchContract = z.object({ heading: optionalText, intro: optionalText });
