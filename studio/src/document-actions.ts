import type { DocumentActionsResolver, NewDocumentOptionsResolver } from 'sanity';

/**
 * Site settings are a singleton per tenant: no duplicating (two settings documents for one
 * dealer would make the site ambiguous) and no creating from the global "New document" menu
 * (new tenants are onboarded by a developer, see README).
 */
export const documentActions: DocumentActionsResolver = (previous, context) =>
  context.schemaType === 'site' ? previous.filter((action) => action.action !== 'duplicate' && action.action !== 'delete') : previous;

/** The global create menu offers only the per-site templates' parents, never a bare site. */
export const newDocumentOptions: NewDocumentOptionsResolver = (previous) => previous.filter((item) => item.templateId !== 'site');
