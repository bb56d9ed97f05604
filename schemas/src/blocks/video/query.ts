export const VIDEO_PROJECTION = `heading, url, caption`;
