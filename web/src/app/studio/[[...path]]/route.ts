import { studioRoute } from '@/content-lake/studio-route';

/** The Studio served by `npm start` on the platform host: see content-lake/studio-route.ts. */
export const GET = studioRoute;
export const HEAD = studioRoute;
