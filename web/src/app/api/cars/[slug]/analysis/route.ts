import { canonicalOrigin } from '@/tenancy/canonical-origin';
import { buildCarAnalysisPdf } from '@/vehicle-page/print/car-analysis';
import { offersCarAnalysis } from '@/domain/car-analysis-offer';
import { carAnalysisData } from '@/vehicle-page/print/car-analysis-data';
import { jsonError, siteVehicle } from '@/vehicle-page/server/site-vehicle';

export const dynamic = 'force-dynamic';

/**
 * The Car Analysis download (SPEC 6 plugins): `{slug}-analysis.pdf`, built on the server with
 * pdf-lib, for a used car of a site with the plugin on; 404 elsewhere, like the page offers it.
 */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const found = await siteVehicle(request, (await params).slug);
  if ('error' in found) return found.error;
  const { site, vehicle } = found;
  if (!offersCarAnalysis(site, vehicle)) return jsonError(404, 'No car analysis for this vehicle.');
  try {
    const bytes = await buildCarAnalysisPdf(await carAnalysisData(site, vehicle, canonicalOrigin(site)));
    return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), {
      headers: {
        'content-disposition': `attachment; filename="${vehicle.slug.replace(/[^a-z0-9-]/gi, '')}-analysis.pdf"`,
        'cache-control': 'private, max-age=60',
      },
    });
  } catch (error) {
    console.error('Car analysis PDF failed', error);
    return jsonError(500, 'Sorry, the car analysis could not be prepared. Please try again.');
  }
}
