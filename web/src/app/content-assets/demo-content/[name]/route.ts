import { demoPictureRoute } from '@/content-lake/demo-picture-route';

/** The demo's own pictures resized as an image URL asks (next.config.ts rewrites /demo-content here): see content-lake/demo-picture-route.ts. */
export const GET = demoPictureRoute;
export const HEAD = demoPictureRoute;
