import type { SiteConfig } from '@dealer/schemas/content/site';
import { buttonVariants } from '@/components/ui/button-variants';
import { vehicleTitle } from '@/domain/vehicle-title';
import { database } from '@/ports/database';
import { searchHref, vehicleHref } from '@/routes/vehicle-links';
import { findVehicleById } from '@/vehicles/vehicle-repository';
import type { Vehicle } from '@/vehicles/vehicle';
import { CompareToggle } from '../device/compare-toggle';
import { compareIds, compareRows } from '../rules/compare-rows';

/**
 * The compare view: up to 4 of this site's cars side by side (price, km, year, body, fuel,
 * transmission, key specs), the rows where they differ highlighted. The cars come from the
 * address (`?ids=`), which the compare tray builds from this device's selection.
 */
export async function ComparePage({ site, ids }: { site: SiteConfig; ids: unknown }) {
  const db = (await database()).db;
  const found = await Promise.all(compareIds(ids).map((id) => findVehicleById(db, site.slug, id)));
  const cars = found.filter((car): car is Vehicle => !!car && car.show_on_dealer_website);
  const rows = compareRows(cars);
  return (
    <div className="block-section">
      <h1 className="text-3xl font-bold tracking-tight">Compare Cars</h1>
      {cars.length === 0 ? (
        <div className="mt-6 space-y-4">
          <p>Pick up to 4 cars with the Compare button on any car, then open this page from the compare tray.</p>
          <a href={searchHref(site.routes)} className={buttonVariants({ variant: 'primary' })}>Browse stock</a>
        </div>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[40rem] border-collapse text-left" data-testid="compare-table">
            <caption className="sr-only">{cars.length} cars side by side; rows where they differ are marked.</caption>
            <thead>
              <tr>
                <td />
                {cars.map((car) => (
                  <th key={car.id} scope="col" className="p-3 align-top">
                    {car.images[0]?.url && (
                      // Card-sized stock photos the site already serves.
                      // eslint-disable-next-line @next/next/no-img-element
                      <img src={car.images[0].url} alt="" width={200} height={150} className="mb-2 h-[150px] w-[200px] rounded object-cover" />
                    )}
                    <a href={vehicleHref(car)} className="font-semibold hover:underline">{vehicleTitle(car)}</a>
                    <div className="mt-2"><CompareToggle car={{ id: car.id, name: vehicleTitle(car) }} /></div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} data-differs={row.differs} className={row.differs ? 'bg-amber-50' : undefined}>
                  <th scope="row" className="border-t border-neutral-200 p-3 font-semibold">
                    {row.label}
                    {row.differs && <span className="ml-2 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950">Differs</span>}
                  </th>
                  {row.values.map((value, index) => <td key={cars[index]!.id} className="border-t border-neutral-200 p-3">{value}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
