import { z } from 'zod';
import { cta, list, optionalText } from '../shared';

export const ctaButtonsContract = z.object({ heading: optionalText, buttons: list(cta) });
