import { z } from 'zod';
import { cta, list, optionalText } from '../shared';

export const CTA_BUTTONS_PROJECTION = `heading, "buttons": buttons[] { _key, label, href, variant }`;

export const ctaButtonsContract = z.object({ heading: optionalText, buttons: list(cta) });
