import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';

// The Studio where dealer marketing staff edit sites, pages and promos. Project and dataset come
// from the environment so the same Studio serves any Sanity project (see README).
export default defineConfig({
  name: 'dealer-platform',
  title: 'Dealer Platform',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'demo0000',
  dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  plugins: [structureTool(), visionTool()],
  schema: { types: [] },
});
