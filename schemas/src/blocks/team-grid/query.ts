import { z } from 'zod';
import { IMAGE_PROJECTION, list, optionalText, projectedImage } from '../shared';

export const TEAM_GRID_PROJECTION = `heading, intro, "members": members[] { _key, name, role, phone, email, "location": location->name, "photo": select(defined(photo.asset) => photo ${IMAGE_PROJECTION}) }`;

export const teamGridContract = z.object({
  heading: optionalText,
  intro: optionalText,
  members: list(z.object({
    _key: z.string(),
    name: z.string(),
    role: z.string(),
    location: optionalText,
    photo: projectedImage,
    phone: optionalText,
    email: optionalText,
  })),
});
