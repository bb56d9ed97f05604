import { cache } from 'react';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { database } from '@/ports/database';
import type { Vehicle } from './vehicle';
import { findVehicleBySlug } from './vehicle-repository';

export type { Vehicle };

/** One vehicle of the site by its slug, or null (also for another tenant's slug). */
export const getVehicleBySlug = cache(async (site: SiteConfig, slug: string): Promise<Vehicle | null> => {
  const { db } = await database();
  return findVehicleBySlug(db, site.slug, slug);
});
