import { contentAssetRoute } from '@/content-lake/content-asset-route';

/** Images and files uploaded to the local Content Lake: see content-lake/content-asset-route.ts. */
export const GET = contentAssetRoute;
export const HEAD = contentAssetRoute;
