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
 * What a search page's hits hold: the attributes a car card reads (its title, price, tag, details,
 * buttons, save slot and the sold-run collapse), as Algolia's `attributesToRetrieve`. Not the photo
 * list, the feature and category lists (facets, counted apart from the hits), the ranking and
 * filtering fields or the dealership's ids: about half of each hit, in a search page's first answer
 * (a script in its HTML) and in every later one.
 */
export const CARD_ATTRIBUTES = [
  // The title (domain/vehicle-title.ts) and the photo.
  'id', 'slug', 'year', 'make', 'model', 'badge', 'series', 'primary_image_url', 'photos_count', 'location_name',
  // The tag (domain/card-tag.ts) and the sold-run collapse (search/sold-collapse.ts).
  'status', 'sold', 'reserved', 'certified', 'tag', 'created_at_timestamp',
  // The price (domain/price-display.ts), weekly repayment and view count.
  'price', 'before_price', 'subscription_price', 'preorder', 'price_type', 'weekly_repayment', 'views',
  // The details line.
  'car_type', 'transmission', 'km', 'fuel', 'simple_fuel',
  // The buttons' links (components/vehicle/card-buttons.tsx, routes/vehicle-links.ts).
  'checkout_enabled', 'dealership_slug', 'body',
] as const satisfies readonly (keyof SearchRecord)[];

/** A hit as a search page asks for it: the types refuse a card that starts reading another attribute. */
export type CardRecord = Pick<SearchRecord, 'objectID' | (typeof CARD_ATTRIBUTES)[number]>;

/** CARD_ATTRIBUTES as `attributesToRetrieve` takes them (Algolia returns objectID whatever it asks). */
export const CARD_ATTRIBUTES_TO_RETRIEVE: string[] = [...CARD_ATTRIBUTES];
