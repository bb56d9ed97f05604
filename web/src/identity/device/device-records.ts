import { deviceList } from './device-list';

/** What this device remembers about cars (SPEC 3), each list under its own localStorage key. */
const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const optionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/** SPEC 3 "Favourite (stored locally): id, name, slug, make, model, primary_image_url". */
export type Favourite = { id: number; name: string; slug: string; make: string; model: string; primary_image_url: string | null };
export const isFavourite = (v: unknown): v is Favourite =>
  isRecord(v) && typeof v.id === 'number' && typeof v.name === 'string' && typeof v.slug === 'string' && typeof v.make === 'string' && typeof v.model === 'string' && optionalText(v.primary_image_url);

/**
 * SPEC 3 "Viewed-car record (local): id, stocknum, make, model, body, simple_body", plus what the
 * "Recently viewed" strip shows (slug, name, image).
 */
export type ViewedCar = { id: number; stocknum: string; make: string; model: string; body: string | null; simple_body: string | null; slug: string; name: string; image: string | null };
export const isViewedCar = (v: unknown): v is ViewedCar =>
  isRecord(v) && typeof v.id === 'number' && typeof v.slug === 'string' && typeof v.name === 'string' && typeof v.make === 'string' && typeof v.model === 'string' && optionalText(v.image);

/** A car picked for comparison (SPEC 4 "Compare/favourite toggle"); the compare view loads the rest. */
export type CompareItem = { id: number; name: string };
export const isCompareItem = (v: unknown): v is CompareItem => isRecord(v) && typeof v.id === 'number' && typeof v.name === 'string';

/** The compare view shows up to 4 cars side by side. */
export const COMPARE_MAX = 4;
export const favourites = deviceList('favourites', isFavourite, 100);
export const viewedCars = deviceList('viewedCars', isViewedCar, 12);
export const compareSelection = deviceList('compareCars', isCompareItem, COMPARE_MAX);
