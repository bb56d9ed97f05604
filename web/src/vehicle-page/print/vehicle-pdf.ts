import type { VisibleSpecRow } from '@/domain/spec-rows';
import { pdfWriter } from './pdf-writer';

export type VehiclePdfInput = {
  title: string;
  price: string;
  siteName: string;
  dealer: string[];
  url: string;
  rows: VisibleSpecRow[];
  comments: string;
  features: string[];
  disclaimer: string;
  /** The main photo as JPEG bytes, when one is available. */
  photo: Uint8Array | null;
};

/**
 * The vehicle's printable PDF (SPEC 4 "Print PDF"), built on the server with pdf-lib: title,
 * price, photo, key specifications, dealer comments, features, dealer details and disclaimer.
 */
export async function buildVehiclePdf(input: VehiclePdfInput): Promise<Uint8Array> {
  const pdf = await pdfWriter({ title: input.title, author: input.siteName });
  pdf.text(input.siteName, { size: 11, bold: true });
  pdf.text(input.title, { size: 20, bold: true, gap: 8 });
  pdf.text(input.price, { size: 16, bold: true, gap: 12 });
  if (input.photo) await pdf.jpeg(input.photo, 300);

  pdf.text('Specifications', { size: 13, bold: true, gap: 6 });
  for (const row of input.rows) pdf.row(row.label, row.value);
  pdf.heading('Dealer Comments');
  pdf.text(input.comments);
  if (input.features.length > 0) {
    pdf.heading('Features');
    pdf.text(input.features.join(', '));
  }
  pdf.heading('Contact');
  for (const line of input.dealer) pdf.text(line);
  pdf.text(input.url, { size: 9 });
  pdf.space(8);
  pdf.text(input.disclaimer, { size: 7 });
  return pdf.save();
}
