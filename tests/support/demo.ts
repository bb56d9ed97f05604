/** Facts of the demo dataset and test server that journeys rely on (see DESIGN.md). */
/** The test server's port; TEST_PORT lets two test runs share a machine. */
export const TEST_PORT = Number(process.env.TEST_PORT ?? 3100);

export const TENANTS = ['metro-motor-group', 'riverside-toyota', 'valley-used-cars', 'outback-rv-and-moto'] as const;
export type Tenant = (typeof TENANTS)[number];

export const tenantUrl = (slug: string, path = '/') => `http://${slug}.localhost:${TEST_PORT}${path}`;

/** A custom domain of riverside-toyota in the demo site config. */
export const CUSTOM_DOMAIN = 'www.riversidetoyota.com.au';
export const CUSTOM_DOMAIN_TENANT: Tenant = 'riverside-toyota';
