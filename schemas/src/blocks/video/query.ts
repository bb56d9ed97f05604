import { z } from 'zod';
import { optionalText } from '../shared';

export const VIDEO_PROJECTION = `heading, url, caption`;

export const videoContract = z.object({ heading: optionalText, url: optionalText, caption: optionalText });
