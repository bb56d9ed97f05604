import { canonicalOrigin } from '@/tenancy/canonical-origin';
import { buildCarAnalysisPdf } from '@/vehicle-page/print/car-analysis';
import { offersCarAnalysis } from '@/domain/car-analysis-offer';
import { carAnalysisData } from '@/vehicle-page/print/car-analysis-data';
import { jsonError, siteVehicle } from '@/vehicle-page/server/site-vehicle';
import { pdfDownload } from '@/vehicle-page/server/pdf-download';

/**
 * The Car Analysis download (SPEC 6 plugins): `{slug}-analysis.pdf`, built on the server with
 * pdf-lib, for a used car of a site with the plugin on; 404 elsewhere, like the page offers it.
 */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const found = await siteVehicle(request, (await params).slug);
  if ('error' in found) return found.error;
  const { site, vehicle } = found;
  if (!offersCarAnalysis(site, vehicle)) return jsonError(404, 'No car analysis for this vehicle.');
  return pdfDownload(`${vehicle.slug}-analysis`, async () => buildCarAnalysisPdf(await carAnalysisData(site, vehicle, canonicalOrigin(site))), {
    log: 'Car analysis PDF failed',
    message: 'Sorry, the car analysis could not be prepared. Please try again.',
  });
}
