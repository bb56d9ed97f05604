/**
 * A lead as it leaves the platform: the webhook JSON body, and the source of the ADF/XML. Built
 * from the stored lead at delivery time, so a retry sends exactly what the first attempt sent.
 */
export type Vendor = {
  dealershipSlug: string | null;
  name: string;
  locationName: string | null;
  phone: string | null;
  email: string | null;
  address: { street: string; city: string; state: string; postcode: string } | null;
  websiteUrl: string | null;
  /** The IANA zone the dealer reads times in: the location's, else the site's (lib/time-zone). */
  timeZone: string;
};

export type LeadDocument = {
  lead_id: string;
  site_slug: string;
  kind: string;
  created_at: string;
  source: string;
  category: string;
  subcategory: string | null;
  url: string | null;
  user_agent: string | null;
  car_id: number | null;
  car_dealership_id: number | null;
  dealership_slug: string | null;
  location_slug: string | null;
  tags: string[];
  parent_lead_id: string | null;
  userData: Record<string, unknown>;
  lead_attributes: Record<string, unknown>;
  vendor: Vendor;
};

export type StoredLeadRow = {
  id: string;
  site_slug: string;
  kind: string;
  created_at: Date;
  source: string;
  category: string;
  subcategory: string | null;
  url: string | null;
  user_agent: string | null;
  car_id: number | null;
  car_dealership_id: number | null;
  dealership_slug: string | null;
  location_slug: string | null;
  tags: string[];
  parent_lead_id: string | null;
  user_data: Record<string, unknown>;
  lead_attributes: Record<string, unknown>;
};

export function leadDocument(row: StoredLeadRow, vendor: Vendor): LeadDocument {
  return {
    lead_id: row.id,
    site_slug: row.site_slug,
    kind: row.kind,
    created_at: row.created_at.toISOString(),
    source: row.source,
    category: row.category,
    subcategory: row.subcategory,
    url: row.url,
    user_agent: row.user_agent,
    car_id: row.car_id,
    car_dealership_id: row.car_dealership_id,
    dealership_slug: row.dealership_slug,
    location_slug: row.location_slug,
    tags: row.tags,
    parent_lead_id: row.parent_lead_id,
    userData: row.user_data,
    lead_attributes: row.lead_attributes,
    vendor,
  };
}
