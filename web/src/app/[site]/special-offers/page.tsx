import type { Metadata } from 'next';
import { OffersPage } from '@/offers/components/offers-page';
import { hasOffersRefinements, parseOffersParams } from '@/offers/offers-request';
import { searchOffers } from '@/offers/offers-search';
import { findSite, requireSite } from '../require-site';

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const site = await findSite((await params).site);
  if (!site) return {};
  const state = parseOffersParams(await searchParams);
  // Filtered, searched and paginated variants are noindex, follow; the offers page is canonical.
  const variant = hasOffersRefinements(state) || state.page > 1;
  return {
    title: 'Special Offers',
    description: `Current offers from ${site.name}: new and used vehicles, finance, servicing and accessories.`,
    alternates: { canonical: '/special-offers' },
    ...(variant ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The dealership offers search (SPEC.md 2, 7), 21 offers a page; expired offers never show. */
export default async function SpecialOffersPage({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  const state = parseOffersParams(await searchParams);
  const view = await searchOffers(site.slug, state);
  return <OffersPage site={site} state={state} view={view} />;
}
