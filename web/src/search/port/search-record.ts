/**
 * One vehicle as the search index holds it (Algolia record or local engine row). Field names are
 * the spec's refinement attributes, so URL parameters, filters and facets use them verbatim.
 * `objectID` is the vehicle id as a string.
 */
export type SearchRecord = {
  objectID: string;
  id: number;
  slug: string;
  site_slug: string;
  dealership_slug: string;
  dealership_id: number;
  location_slug: string;
  location_name: string;
  dealership_name: string;
  city: string;
  state: string;
  name: string;
  year: number;
  make: string;
  model: string;
  /** "Make Model", the make_model facet. */
  make_model: string;
  badge: string | null;
  series: string | null;
  /** SPEC 2's series order (search/series-order.ts): the series replica, a site's featured order where it sorts by series, ranks on it. */
  series_rank: number;
  colour: string | null;
  item_type: 'car' | 'motorcycle' | 'truck' | 'caravan';
  car_type: 'new' | 'demo' | 'used';
  status: 'in_stock' | 'coming_soon' | 'sold' | 'other';
  sold: boolean;
  /** 1 when in_stock or coming_soon, else 0: numeric so it can share an OR with sold_date_timestamp. */
  is_available: 0 | 1;
  tag: string | null;
  reserved: boolean;
  certified: boolean;
  price: number;
  /** The price a card shows (SPEC 4), null for 'Enquire for price' and PREORDER: price sorts rank on it, so those come last. */
  shown_price: number | null;
  before_price: number | null;
  subscription_price: number | null;
  /** The weekly repayment the car's page states before any quote (domain/weekly-repayment.ts); null where it states none. */
  weekly_repayment: number | null;
  preorder: boolean;
  price_type: string | null;
  km: number | null;
  body: string | null;
  simple_body: string | null;
  fuel: string | null;
  simple_fuel: string | null;
  transmission: string | null;
  drive: string | null;
  seats: number | null;
  stocknum: string;
  primary_image_url: string | null;
  images: string[];
  photos_count: number;
  filtered_features: string[];
  categories: string[];
  views: number;
  custom_rank: number;
  checkout_enabled: boolean;
  reserve_amount: number | null;
  created_at_timestamp: number;
  sold_date_timestamp: number | null;
};

/**
 * What a search page's hits leave out, as no car card reads it: the photo list (a card shows the
 * first photo, `primary_image_url`) and the feature and category lists (the filters count them
 * as facets, apart from the hits). ~15% of each hit, in the page's first answer and every later one.
 */
export const ATTRIBUTES_CARDS_SKIP = ['images', 'filtered_features', 'categories'] as const;

/** A hit as a search page asks for it (`attributesToRetrieve` without ATTRIBUTES_CARDS_SKIP). */
export type CardRecord = Omit<SearchRecord, (typeof ATTRIBUTES_CARDS_SKIP)[number]>;

/** Every attribute of a hit but ATTRIBUTES_CARDS_SKIP, as Algolia's `attributesToRetrieve` says it. */
export const CARD_ATTRIBUTES_TO_RETRIEVE = ['*', ...ATTRIBUTES_CARDS_SKIP.map((name) => `-${name}`)];
