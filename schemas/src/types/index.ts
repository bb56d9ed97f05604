import { blockSchemaTypes } from '../blocks/block-schemas.generated';
import { blogPost } from './documents/blog-post';
import { brand } from './documents/brand';
import { dealership } from './documents/dealership';
import { deliveryZone } from './documents/delivery-zone';
import { faq } from './documents/faq';
import { location } from './documents/location';
import { manufacturer } from './documents/manufacturer';
import { model } from './documents/model';
import { offer } from './documents/offer';
import { page } from './documents/page';
import { promoNode } from './documents/promo-node';
import { reviewSummary } from './documents/review-summary';
import { site } from './documents/site';
import { spinPromotion } from './documents/spin-promotion';
import { address } from './objects/address';
import { cta } from './objects/cta';
import { imageWithAlt } from './objects/image-with-alt';
import { link } from './objects/link';
import { navItem } from './objects/nav-item';
import { openingHour } from './objects/opening-hour';
import { portableText } from './objects/portable-text';
import { seo } from './objects/seo';
import { specialHour } from './objects/special-hour';
import { siteButtons } from './site/site-buttons';
import { siteClaims } from './site/site-claims';
import { siteDealership } from './site/site-dealership';
import { siteFeatures } from './site/site-features';
import { siteFinance } from './site/site-finance';
import { siteForms } from './site/site-forms';
import { siteFooter } from './site/site-footer';
import { siteMegaMenu } from './site/site-mega-menu';
import { siteHeader } from './site/site-navigation';
import { sitePlugins } from './site/site-plugins';
import { siteRoutes } from './site/site-routes';
import { siteSearch } from './site/site-search';
import { siteVehiclePage } from './site/site-vehicle-page';

/** Tenant-owned document types, in the order the Studio lists them under each site. */
export const tenantDocumentTypes = [page, promoNode, location, dealership, brand, manufacturer, model, offer, blogPost, faq, deliveryZone, reviewSummary, spinPromotion];

/** Every schema type of the Studio: documents, shared objects, site settings parts and blocks. */
export const schemaTypes = [
  site,
  ...tenantDocumentTypes,
  address, cta, imageWithAlt, link, navItem, openingHour, portableText, seo, specialHour,
  siteButtons, siteClaims, siteDealership, siteFeatures, siteFinance, siteForms, siteFooter, siteHeader, siteMegaMenu, sitePlugins, siteRoutes, siteSearch, siteVehiclePage,
  ...blockSchemaTypes,
];
