import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { Location } from '@dealer/schemas/content/location';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { slotRequest } from '@/test-drive/server/car-slots';
import { SlotTaken } from '@/test-drive/server/slot-bookings';
import { findVehicleById } from '@/vehicles/vehicle-repository';
import { classifyLead } from './lead-classification';
import type { FormLeadKind } from '../lead-kind';
import { toLeadVehicle, vehicleHiddenFields, type LeadVehicle } from '../lead-vehicle';
import { TEXT } from '../messages';
import { CV_TEXT } from '../schema/cv-file';
import { fieldErrors, type FieldErrors } from '../schema/field-errors';
import { optionalId } from '../schema/fields';
import { schemaFor, type LeadValues } from '../schema/lead-schemas';
import { vehicleShape } from '../schema/shared-shapes';
import { idempotencyKeyFor, parseEnvelope, requestFingerprint } from './lead-envelope';
import { attachFileToLead, putCvOnLead } from './lead-files';
import { IdempotencyConflict, storeLead, type StoredLead } from './lead-store';
import { siteFormRules } from './site-form-rules';

/** Forms that can be about one car of the tenant's stock (their hidden vehicle fields, SPEC 3). */
const VEHICLE_KINDS: ReadonlySet<FormLeadKind> = new Set(['enquiry', 'test-drive', 'request-photos', 'find-similar', 'finance-enquiry', 'trade-in']);
const VEHICLE_FIELDS = Object.keys(vehicleShape);

export type SubmitDeps = {
  db: Kysely<Database>;
  locations: readonly Location[];
  /** The outbox destinations of a tenant's leads (CRM webhooks, or the local inbox). */
  destinations: (siteSlug: string) => readonly string[];
  now?: () => Date;
  /** Whether a valid submission may be stored now (the per-person rate limit), checked before storing. */
  admit?: (values: LeadValues) => Promise<{ allowed: boolean; retryAfterSeconds: number }>;
};

export type SubmitRequest = {
  site: SiteConfig;
  kind: FormLeadKind;
  body: unknown;
  userAgent: string | null;
  /** The site's canonical origin (links to files sent with the lead start with it). */
  origin?: string | null;
};

export type SubmitResult =
  | { status: 'stored'; leadId: string; duplicate: boolean; values: LeadValues; vehicle: LeadVehicle | null; spam: boolean; category: string; subcategory: string | null }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'limited'; retryAfterSeconds: number }
  /** The idempotency key was already used for a different submission. */
  | { status: 'conflict' }
  /** Another shopper booked the test-drive slot first: nothing was stored. */
  | { status: 'slot-taken' };

const invalidBody = (): SubmitResult => ({ status: 'invalid', errors: { '': [TEXT.invalidBody] } });

async function lookUpVehicle(deps: SubmitDeps, site: SiteConfig, kind: FormLeadKind, rawCarId: unknown): Promise<LeadVehicle | null> {
  if (!VEHICLE_KINDS.has(kind)) return null;
  const id = optionalId().safeParse(rawCarId);
  if (!id.success || id.data === undefined) return null;
  const vehicle = await findVehicleById(deps.db, site.slug, id.data);
  return vehicle && vehicle.show_on_dealer_website ? toLeadVehicle(vehicle) : null;
}

function dealershipOf(site: SiteConfig, locations: readonly Location[], vehicle: LeadVehicle | null, values: LeadValues, location: string | null): string | null {
  if (vehicle) return vehicle.dealership_slug;
  if (typeof values.dealership_slug === 'string') return values.dealership_slug;
  const fromLocation = locations.find((l) => l.slug === location)?.dealershipSlug;
  if (fromLocation) return fromLocation;
  return site.dealershipSlugs.length === 1 ? site.dealershipSlugs[0]! : null;
}

/**
 * The lead write path (SPEC 7 lead submission): validate with the form's own schema and the
 * tenant's rules, refill the car from the tenant's stock, classify, and store the lead with its
 * outbox rows before anything else happens. Database errors propagate: the caller answers 503
 * and the browser keeps the form as typed.
 */
export async function submitLead(deps: SubmitDeps, request: SubmitRequest): Promise<SubmitResult> {
  const { site, kind } = request;
  const envelope = parseEnvelope(request.body);
  if (!envelope) return invalidBody();

  const vehicle = await lookUpVehicle(deps, site, kind, envelope.userData.car_id);
  const rules = siteFormRules(site, deps.locations, kind, { hasVehicle: vehicle !== null, fixedLocation: envelope.fixed_location });
  const parsed = schemaFor(kind, rules).safeParse(envelope.userData);
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error) };

  const values: LeadValues = { ...parsed.data };
  if (deps.admit) {
    const verdict = await deps.admit(values);
    if (!verdict.allowed) return { status: 'limited', retryAfterSeconds: verdict.retryAfterSeconds };
  }
  if (VEHICLE_KINDS.has(kind) && kind !== 'trade-in') {
    for (const field of VEHICLE_FIELDS) delete values[field];
    if (vehicle) Object.assign(values, vehicleHiddenFields(vehicle));
  }
  if (kind === 'trade-in') values.car_id = vehicle?.id;
  if (kind === 'careers' && !(await putCvOnLead(deps.db, site.slug, values, request.origin ?? null))) {
    return { status: 'invalid', errors: { cv: [CV_TEXT.expired] } };
  }
  const now = deps.now?.() ?? new Date();
  const slot = kind === 'test-drive' ? slotRequest(deps.locations, vehicle, values.slot, now) : { kind: 'none' as const };
  if (slot.kind === 'not-offered') return { status: 'invalid', errors: { slot: [TEXT.slotNotOffered] } };
  delete values.slot;
  // SPEC 3 dateTime (test-drive date): the booked slot, in the location's own zone.
  if (slot.kind === 'booking') values.dateTime = slot.dateTime;
  const spam = typeof values.website === 'string' && values.website !== '';
  delete values.website;

  const pickedLocation = [values.location, values.location_id].find((v): v is string => typeof v === 'string');
  const location = pickedLocation ?? rules.defaultLocation ?? vehicle?.location_slug ?? null;
  if (location && !pickedLocation) values[kind === 'trade-in' ? 'location_id' : 'location'] = location;
  const dealership = dealershipOf(site, deps.locations, vehicle, values, location);
  if (dealership) values.dealership_slug = dealership;

  const { category, subcategory } = classifyLead(kind, values, vehicle);
  let stored: StoredLead;
  try {
    stored = await storeLead(deps.db, {
      siteSlug: site.slug,
      kind,
      idempotencyKey: idempotencyKeyFor(site.slug, kind, envelope.idempotency_key, envelope.userData, now),
      requestFingerprint: requestFingerprint(kind, envelope.userData),
      category,
      subcategory,
      userData: { ...values, category, ...(subcategory ? { subcategory } : {}) },
      phone: typeof values.phone === 'string' ? values.phone : null,
      url: envelope.url ?? null,
      userAgent: request.userAgent?.slice(0, 500) ?? null,
      carId: vehicle?.id ?? null,
      carDealershipId: vehicle?.dealership_id ?? null,
      dealershipSlug: dealership,
      locationSlug: location,
      // SPEC 7: finance leads carry the finance provider's tag.
      tags: kind === 'finance-enquiry' && site.finance.provider ? [site.finance.provider] : [],
      leadAttributes: envelope.lead_attributes,
      spam,
      booking: slot.kind === 'booking' ? slot.booking : null,
    }, deps.destinations(site.slug));
  } catch (error) {
    if (error instanceof IdempotencyConflict) return { status: 'conflict' };
    if (error instanceof SlotTaken) return { status: 'slot-taken' };
    throw error;
  }
  const cv = values.cv as { id: string } | undefined;
  if (cv && !stored.duplicate) await attachFileToLead(deps.db, site.slug, cv.id, stored.leadId);
  return { status: 'stored', leadId: stored.leadId, duplicate: stored.duplicate, values, vehicle, spam, category, subcategory };
}
