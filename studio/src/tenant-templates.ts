import type { Template } from 'sanity';
import { tenantDocumentTypes } from '@dealer/schemas/types/index';

/**
 * "New <type>" inside a tenant's folder starts with the site reference filled in, so a
 * document can never be created without its tenant.
 */
export const tenantTemplates: Template[] = tenantDocumentTypes.map((type) => ({
  id: `${type.name}-by-site`,
  title: `${type.title ?? type.name} for a site`,
  schemaType: type.name,
  parameters: [{ name: 'siteId', type: 'string' }],
  value: (params: { siteId: string }) => ({ site: { _type: 'reference', _ref: params.siteId } }),
}));
