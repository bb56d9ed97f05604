import { livePreviewRoute } from '@/content/live-preview-route';

/** The draft preview's live event stream on the tenant's host: see content/live-preview-route.ts. */
export const GET = livePreviewRoute;
