import { getLocations } from '@/content/locations';
import { canonicalOrigin } from '@/tenancy/canonical-origin';
import { buildVehiclePdf } from '@/vehicle-page/print/vehicle-pdf';
import { printData } from '@/vehicle-page/print/print-data';
import { jsonError, siteVehicle } from '@/vehicle-page/server/site-vehicle';

export const dynamic = 'force-dynamic';

/** Print PDF by slug: `{slug}.pdf`, generated on the server with pdf-lib. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const found = await siteVehicle(request, (await params).slug);
  if ('error' in found) return found.error;
  const { site, vehicle, visibility } = found;
  try {
    const locations = await getLocations(site);
    const location = locations.find((l) => l.slug === vehicle.location_slug) ?? null;
    const bytes = await buildVehiclePdf(await printData(site, { vehicle, visibility, location, primaryLocation: null }, canonicalOrigin(site)));
    return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), {
      headers: {
        'content-disposition': `attachment; filename="${vehicle.slug.replace(/[^a-z0-9-]/gi, '')}.pdf"`,
        'cache-control': 'private, max-age=60',
      },
    });
  } catch (error) {
    console.error('PDF generation failed', error);
    return jsonError(500, 'Sorry, the PDF could not be prepared. Please try again.');
  }
}
