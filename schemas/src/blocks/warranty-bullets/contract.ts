import { z } from 'zod';
import { optionalText } from '../shared';

export const warrantyBulletsContract = z.object({ heading: optionalText });
