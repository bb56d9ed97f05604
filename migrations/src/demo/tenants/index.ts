import { metroMotorGroup } from './metro-motor-group';
import { outbackRvAndMoto } from './outback-rv-and-moto';
import { riversideToyota } from './riverside-toyota';
import type { TenantDefinition } from './tenant-types';
import { valleyUsedCars } from './valley-used-cars';

/** The four demo tenants, in the order the directory page lists them. */
export const demoTenants: readonly TenantDefinition[] = [metroMotorGroup, riversideToyota, valleyUsedCars, outbackRvAndMoto];

export const DEMO_SITE_SLUGS = demoTenants.map((tenant) => tenant.slug);
