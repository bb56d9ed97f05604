import { getLocations } from '@/content/locations';
import { canonicalOrigin } from '@/tenancy/canonical-origin';
import { buildVehiclePdf } from '@/vehicle-page/print/vehicle-pdf';
import { printData } from '@/vehicle-page/print/print-data';
import { siteVehicle } from '@/vehicle-page/server/site-vehicle';
import { pdfDownload } from '@/vehicle-page/server/pdf-download';

/** Print PDF by slug: `{slug}.pdf`, generated on the server with pdf-lib. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const found = await siteVehicle(request, (await params).slug);
  if ('error' in found) return found.error;
  const { site, vehicle, visibility } = found;
  return pdfDownload(vehicle.slug, async () => {
    const locations = await getLocations(site);
    const location = locations.find((l) => l.slug === vehicle.location_slug) ?? null;
    return buildVehiclePdf(await printData(site, { vehicle, visibility, location, primaryLocation: null }, canonicalOrigin(site)));
  }, { log: 'PDF generation failed', message: 'Sorry, the PDF could not be prepared. Please try again.' });
}
