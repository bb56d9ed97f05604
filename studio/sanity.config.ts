import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes } from '@dealer/schemas/types/index';
import { documentActions, newDocumentOptions } from './src/document-actions';
import { presentation } from './src/presentation';
import { structure } from './src/structure';
import { tenantTemplates } from './src/tenant-templates';

// The Studio where dealer marketing staff edit sites, pages and promos. Project and dataset come
// from the environment so the same Studio serves any Sanity project (see README).
export default defineConfig({
  name: 'dealer-platform',
  title: 'Dealer Platform',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'demo0000',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [structureTool({ structure }), presentation, visionTool({ defaultApiVersion: '2025-06-01' })],
  schema: {
    types: schemaTypes,
    templates: (previous) => [...previous, ...tenantTemplates],
  },
  document: { actions: documentActions, newDocumentOptions },
});
