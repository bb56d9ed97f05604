import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StaticImage } from '@/components/ui/static-image';
import { loadVehiclePage } from '@/vehicle-page/data/load-vehicle-page';
import { canonicalOrigin } from '@/tenancy/canonical-origin';
import { PdfDownloadButton } from '@/vehicle-page/islands/pdf-download-button';
import { PrintButton } from '@/vehicle-page/islands/print-button';
import { printData } from '@/vehicle-page/print/print-data';
import { requireSite } from '../require-site';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ car_id?: string | string[] }> };

export const metadata: Metadata = { title: 'Print vehicle', robots: { index: false } };

/**
 * /print?car_id={slug} (SPEC 2): the vehicle on one printable page, opened in a new tab. The
 * print stylesheet drops the site chrome and buttons; the PDF of the same content downloads as
 * {slug}.pdf.
 */
export default async function PrintPage({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  const carId = (await searchParams).car_id;
  const slug = Array.isArray(carId) ? carId[0] : carId;
  if (!slug) notFound();
  const data = await loadVehiclePage(site, slug);
  if (!data) notFound();
  const print = await printData(site, data, canonicalOrigin(site));
  const image = data.vehicle.images[0];

  return (
    <div className="container-page max-w-4xl py-6 print:max-w-none print:p-0">
      {/* The site header, footer and skip link are for the screen only. */}
      <style>{'@media print { body > div > header, body > div > footer, [data-skip-link], header, footer { display: none !important; } @page { size: A4; margin: 12mm; } }'}</style>
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <PrintButton />
        <PdfDownloadButton slug={data.vehicle.slug} />
        <a href={`/cars/${encodeURIComponent(data.vehicle.slug)}`} className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline underline-offset-4">Back to the vehicle</a>
      </div>
      <p className="font-semibold text-neutral-700">{print.siteName}</p>
      <h1 className="text-3xl font-bold">{print.title}</h1>
      <p className="mt-1 text-2xl font-extrabold">{print.price}</p>
      {image && (
        <div className="relative mt-4 aspect-[4/3] max-w-xl overflow-hidden rounded-lg">
          <StaticImage src={image.url} alt={print.title} fill quality={75} sizes="(min-width: 768px) 576px, 100vw" lcp className="object-cover" />
        </div>
      )}
      <h2 className="mt-6 text-xl font-bold">Specifications</h2>
      <table className="mt-2 w-full max-w-xl text-left">
        <tbody>
          {print.rows.map((row) => (
            <tr key={row.label} className="border-t border-neutral-200">
              <th scope="row" className="py-1 pr-4 font-normal text-neutral-700">{row.label}</th>
              <td className="py-1 font-semibold">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className="mt-6 text-xl font-bold">Dealer Comments</h2>
      <p className="mt-2 leading-relaxed whitespace-pre-line">{print.comments}</p>
      {print.features.length > 0 && (
        <>
          <h2 className="mt-6 text-xl font-bold">Features</h2>
          <ul className="mt-2 columns-2 list-disc pl-5">{print.features.map((f) => <li key={f}>{f}</li>)}</ul>
        </>
      )}
      <h2 className="mt-6 text-xl font-bold">Contact</h2>
      {print.dealer.map((line) => <p key={line}>{line}</p>)}
      <p className="mt-1 text-sm break-all">{print.url}</p>
      <p className="mt-6 text-xs text-neutral-700">{print.disclaimer}</p>
    </div>
  );
}
