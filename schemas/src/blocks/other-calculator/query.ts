import { z } from 'zod';
import { optionalText } from '../shared';

export const OTHER_CALCULATOR_PROJECTION = `heading, intro`;

/** Fixed block: texts only; the calculator's bounds come from the site's finance settings. */
export const otherCalculatorContract = z.object({ heading: optionalText, intro: optionalText });
