export const MODELS_DIRECTORY_PROJECTION = `heading, intro, body, limit`;
