import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'local',
    dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  },
  // Without a project the Studio is built for the app's local Content Lake, served at /studio.
  project: { basePath: process.env.SANITY_STUDIO_PROJECT_ID ? '/' : '/studio' },
  // Typegen settings live in sanity-typegen.json: the CLI ignores --config-path when they are
  // here, and the freshness test (studio-cli.test.ts) needs to generate into a temp folder.
});
