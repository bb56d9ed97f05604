import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { VisibleSpecRow } from '@/domain/spec-rows';

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

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;

/** Standard fonts only cover WinAnsi; anything else (emoji, smart symbols) becomes '?'. */
const safe = (text: string) => text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/[\u2013\u2014]/g, '-').replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of safe(text).split(/\n+/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
  }
  return lines;
}

/**
 * The vehicle's printable PDF (SPEC 4 "Print PDF"), built on the server with pdf-lib: title,
 * price, photo, key specifications, dealer comments, features, dealer details and disclaimer.
 */
export async function buildVehiclePdf(input: VehiclePdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(safe(input.title));
  pdf.setAuthor(safe(input.siteName));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - MARGIN * 2;
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;

  const ensure = (height: number) => {
    if (y - height >= MARGIN) return;
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const text = (value: string, { size = 10, font = regular, gap = 4 }: { size?: number; font?: PDFFont; gap?: number } = {}) => {
    for (const line of wrap(value, font, size, width)) {
      ensure(size + gap);
      y -= size;
      page.drawText(line, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= gap;
    }
  };

  text(input.siteName, { size: 11, font: bold });
  text(input.title, { size: 20, font: bold, gap: 8 });
  text(input.price, { size: 16, font: bold, gap: 12 });

  if (input.photo) {
    try {
      const image = await pdf.embedJpg(input.photo);
      const scaled = image.scaleToFit(width, 300);
      ensure(scaled.height + 12);
      y -= scaled.height;
      page.drawImage(image, { x: MARGIN, y, width: scaled.width, height: scaled.height });
      y -= 12;
    } catch (error) {
      console.warn('PDF photo skipped', error);
    }
  }

  text('Specifications', { size: 13, font: bold, gap: 6 });
  for (const row of input.rows) {
    ensure(14);
    y -= 10;
    page.drawText(safe(row.label), { x: MARGIN, y, size: 10, font: regular, color: rgb(0.35, 0.35, 0.35) });
    page.drawText(safe(row.value).slice(0, 80), { x: MARGIN + 160, y, size: 10, font: bold });
    y -= 4;
  }
  y -= 8;
  text('Dealer Comments', { size: 13, font: bold, gap: 6 });
  text(input.comments);
  if (input.features.length > 0) {
    y -= 8;
    text('Features', { size: 13, font: bold, gap: 6 });
    text(input.features.join(', '));
  }
  y -= 8;
  text('Contact', { size: 13, font: bold, gap: 6 });
  for (const line of input.dealer) text(line);
  text(input.url, { size: 9 });
  y -= 8;
  text(input.disclaimer, { size: 7 });
  return pdf.save();
}
