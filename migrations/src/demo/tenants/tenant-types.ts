import type { SiteTemplate } from '@dealer/schemas/content/site';
import type { ItemType } from '../catalogue/catalogue-types';
import type { SanityImage, SanityReference } from '../content/sanity-fields';
import type { ImageRegistry } from '../content/image-registry';
import type { ContentArt } from '../artwork/art-types';

export type AustralianState = 'QLD' | 'NSW' | 'VIC' | 'ACT' | 'TAS' | 'SA' | 'WA' | 'NT';
export type CarType = 'new' | 'demo' | 'used';

export type Theme = { primary: string; primaryForeground: string; accent: string; accentForeground: string };

/** A street address; the suburb's state, latitude and longitude come from the postcode data. */
export type PlaceSpec = { street: string; locality: string; postcode: string };

export type HoursProfile = 'sales' | 'salesSunday' | 'service' | 'serviceSaturday' | 'parts' | 'buying';

export type LocationSpec = {
  slug: string;
  name: string;
  dealership: string;
  type: 'sales' | 'service' | 'parts' | 'car-buying';
  subtype?: string;
  primary?: boolean;
  visible?: boolean;
  place: PlaceSpec;
  phone: string;
  landline?: string;
  email?: string;
  hours: HoursProfile;
  /** SPEC 4: closed days show an Enquire Now link to this path instead of Closed. */
  closedEnquiryHref?: string;
  manufacturers: string[];
  licence?: string;
  repairer?: string;
  rating?: readonly [average: string, count: number];
  photo: 'showroom' | 'workshop' | 'yard';
};

export type DealershipSpec = {
  slug: string;
  name: string;
  dealershipId: number;
  garageEnabled: boolean;
  financeProvider: string | null;
  averageRating: number;
  reviewCount: number;
  makes: string[];
  /** Stock numbers start with this, e.g. 'MT' for Metro Toyota. */
  stockPrefix: string;
};

/** One slice of a tenant's stock: which dealership holds it and what it sells. */
export type StockStream = {
  dealership: string;
  count: number;
  itemType: ItemType;
  carTypes: readonly (readonly [CarType, number])[];
  /** Makes this dealership sells new and demo. */
  newMakes: readonly string[];
  /** Makes seen in its used stock; every make of the item type when absent. */
  usedMakes?: readonly string[];
  /** Extra weight for some used makes, e.g. trade-ins at a franchise are mostly its own brand. */
  usedBias?: Readonly<Record<string, number>>;
};

export type LenderSpec = { key: string; provider: string; rate: readonly [number, number]; establishmentFee: number };

export type BrandSpec = { make: string; skipPage?: boolean; externalUrl?: string; vehicleType?: 'cars' | 'motorcycles' | 'trucks' | 'caravans' };

export type TenantContext = {
  slug: string;
  siteId: string;
  referenceDate: Date;
  theme: Theme;
  /** The primary location's address, used as the site address. */
  address: { street: string; city: string; state: AustralianState; postcode: string; lat: number; long: number };
  images: ImageRegistry;
  /** An image field for generated artwork; files are named once and shared between tenants. */
  image(file: string, art: ContentArt, alt: string): SanityImage;
  brandRef(make: string): SanityReference & { _key: string };
  brandLogo(make: string): SanityImage;
};

export type PageSpec = {
  slug: string;
  title: string;
  seo: { title: string; description: string };
  sections: Record<string, unknown>[];
};

export type PromoSpec = {
  key: string;
  title: string;
  start: string;
  expiry: string;
  position: number;
  display: CarType[];
  strictDisplay: boolean;
  node: { heading: string; body: string; href: string; ctaLabel: string; image: SanityImage };
};

export type TenantDefinition = {
  slug: string;
  name: string;
  template: SiteTemplate;
  theme: Theme;
  /** search.includeSoldCarsDays: how long sold cars stay listed. */
  soldWindowDays: number;
  dealerships: DealershipSpec[];
  locations: LocationSpec[];
  stock: StockStream[];
  brands: BrandSpec[];
  lenders: LenderSpec[];
  /** Appended to used-car comments, e.g. the money-back promise. */
  moneyBack: string | null;
  /** Online reserve: share of eligible stock with checkout on, and the deposit amounts used. */
  checkout: { share: number; amounts: readonly (readonly [number | null, number])[] } | null;
  /** Share of used cars of these makes that are certified pre-owned. */
  certifiedMakes: readonly string[];
  /** Whether used cars carry autograb market-price data (the site's autograb plugin). */
  marketData: boolean;
  /** Share of stock with a weekly subscription price (subscription offer). */
  subscriptionShare: number;
  /** The site document's own fields (everything the site config query reads). */
  site(context: TenantContext): Record<string, unknown>;
  pages(context: TenantContext): PageSpec[];
  promos(context: TenantContext): PromoSpec[];
};
