import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'demo0000',
    dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  },
  // Typegen settings live in sanity-typegen.json: the CLI ignores --config-path when they are
  // here, and the freshness test (studio-cli.test.ts) needs to generate into a temp folder.
});
