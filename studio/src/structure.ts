import type { StructureResolver } from 'sanity/structure';
import { tenantDocumentTypes } from '@dealer/schemas/types/index';

/** Role names of the form `dealer-<site slug>` mark a user's own dealer (custom Sanity roles). */
function ownSiteSlugs(roles: readonly { name: string }[] | undefined): string[] {
  return (roles ?? []).map((role) => role.name).filter((name) => name.startsWith('dealer-')).map((name) => name.slice('dealer-'.length));
}

/**
 * Documents grouped per tenant. Each site opens to its settings (a singleton: the site document
 * itself) and one list per document type filtered to that site. A marketing user whose role
 * names their dealer sees "My sites" first; everyone sees "All sites".
 */
export const structure: StructureResolver = (S, context) => {
  const mine = ownSiteSlugs(context.currentUser?.roles);

  const siteFolder = (siteId: string) =>
    S.list()
      .title('Site')
      .items([
        S.listItem().title('Site settings').id('settings').schemaType('site').child(S.document().schemaType('site').documentId(siteId)),
        S.divider(),
        ...tenantDocumentTypes.map((type) =>
          S.listItem()
            .title(String(type.title ?? type.name))
            .id(type.name)
            .schemaType(type.name)
            .child(
              S.documentList()
                .title(String(type.title ?? type.name))
                .schemaType(type.name)
                .apiVersion('2025-06-01')
                .filter('_type == $type && site._ref == $siteId')
                .params({ type: type.name, siteId: siteId.replace(/^drafts\./, '') })
                .initialValueTemplates([S.initialValueTemplateItem(`${type.name}-by-site`, { siteId: siteId.replace(/^drafts\./, '') })]),
            ),
        ),
      ]);

  const siteList = (title: string, filter: string, params: Record<string, unknown>) =>
    S.documentList().title(title).schemaType('site').apiVersion('2025-06-01').filter(filter).params(params).defaultOrdering([{ field: 'name', direction: 'asc' }]).child(siteFolder);

  return S.list()
    .title('Content')
    .items([
      ...(mine.length > 0 ? [S.listItem().title('My sites').id('my-sites').child(siteList('My sites', '_type == "site" && slug.current in $mine', { mine }))] : []),
      S.listItem().title('All sites').id('all-sites').child(siteList('All sites', '_type == "site"', {})),
    ]);
};
