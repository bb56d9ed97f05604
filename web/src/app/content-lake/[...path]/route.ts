import { contentLakeRoute } from '@/content-lake/content-lake-route';

/** The local Content Lake (content port, embedded default): see content-lake/content-lake-route.ts. */
export const GET = contentLakeRoute;
export const HEAD = contentLakeRoute;
export const POST = contentLakeRoute;
export const PUT = contentLakeRoute;
export const PATCH = contentLakeRoute;
export const DELETE = contentLakeRoute;
