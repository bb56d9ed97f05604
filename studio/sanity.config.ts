import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes } from '@dealer/schemas/types/index';
import { documentActions, newDocumentOptions } from './src/document-actions';
import { LOCAL_PROJECT_ID, localContentLakeWorkspace } from './src/local-content-lake';
import { presentation } from './src/presentation';
import { structure } from './src/structure';
import { tenantTemplates } from './src/tenant-templates';

// The Studio where dealer marketing staff edit sites, pages and promos. Project and dataset come
// from the environment so the same Studio serves any Sanity project (see README); without a
// project it edits the app's local Content Lake and is served by `npm start` at /studio.
const hostedProjectId = process.env.SANITY_STUDIO_PROJECT_ID;

export default defineConfig({
  name: 'dealer-platform',
  title: 'Dealer Platform',
  ...(hostedProjectId ? {} : localContentLakeWorkspace()),
  projectId: hostedProjectId || LOCAL_PROJECT_ID,
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [structureTool({ structure }), presentation, visionTool({ defaultApiVersion: '2025-06-01' })],
  schema: {
    types: schemaTypes,
    templates: (previous) => [...previous, ...tenantTemplates],
  },
  document: { actions: documentActions, newDocumentOptions, ...(hostedProjectId ? {} : { comments: { enabled: false } }) },
});
