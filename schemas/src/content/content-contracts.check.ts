import type { z } from 'zod';
import type { BLOG_POST_QUERY_RESULT, BLOG_POSTS_QUERY_RESULT, BRANDS_QUERY_RESULT, DIRECTORY_MODELS_QUERY_RESULT, LOCATIONS_QUERY_RESULT, OFFERS_QUERY_RESULT, PAGE_QUERY_RESULT, PROMO_NODES_QUERY_RESULT, SITE_CONFIG_QUERY_RESULT, SITE_ROUTES_QUERY_RESULT, SPIN_PROMOTION_QUERY_RESULT } from '../sanity.types';
import type { blogCards, blogPost } from './blog';
import type { brand } from './brand';
import type { directoryModel } from './directory-model';
import type { location } from './location';
import type { offer } from './offer';
import type { promoNode } from './promo';
import type { page } from './section';
import type { siteConfig, siteRoute } from './site';
import type { spinPromotion } from './spin-promotion';

/**
 * Compile-time proof that each zod contract accepts what its query returns according to the
 * generated types: a schema change that the contracts do not follow fails `tsc`.
 */
type Accepts<Generated, Contract extends z.ZodType> = [Generated] extends [z.input<Contract>] ? true : false;

export const siteRouteAccepts: Accepts<SITE_ROUTES_QUERY_RESULT[number], typeof siteRoute> = true;
export const siteConfigAccepts: Accepts<NonNullable<SITE_CONFIG_QUERY_RESULT>, typeof siteConfig> = true;
export const pageAccepts: Accepts<NonNullable<PAGE_QUERY_RESULT>, typeof page> = true;
export const locationAccepts: Accepts<LOCATIONS_QUERY_RESULT[number], typeof location> = true;
export const promoNodeAccepts: Accepts<PROMO_NODES_QUERY_RESULT[number], typeof promoNode> = true;
export const directoryModelAccepts: Accepts<DIRECTORY_MODELS_QUERY_RESULT[number], typeof directoryModel> = true;
export const offerAccepts: Accepts<OFFERS_QUERY_RESULT[number], typeof offer> = true;
export const blogCardsAccept: Accepts<BLOG_POSTS_QUERY_RESULT, typeof blogCards> = true;
export const blogPostAccepts: Accepts<NonNullable<BLOG_POST_QUERY_RESULT>, typeof blogPost> = true;
export const brandAccepts: Accepts<BRANDS_QUERY_RESULT[number], typeof brand> = true;
export const spinPromotionAccepts: Accepts<NonNullable<SPIN_PROMOTION_QUERY_RESULT>, typeof spinPromotion> = true;
