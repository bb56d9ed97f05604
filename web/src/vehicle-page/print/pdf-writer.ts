import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;

/** Standard fonts only cover WinAnsi; anything else (emoji, smart symbols) becomes '?'. */
export const safe = (text: string) => text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/[\u2013\u2014]/g, '-').replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

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

type TextOptions = { size?: number; bold?: boolean; gap?: number };

/**
 * A top-to-bottom A4 writer over pdf-lib for the vehicle PDFs (print, car analysis): wrapped
 * paragraphs, label/value rows and images, a new page whenever the next line would not fit.
 */
export async function pdfWriter(meta: { title: string; author: string }) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(safe(meta.title));
  pdf.setAuthor(safe(meta.author));
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
  const text = (value: string, { size = 10, bold: isBold = false, gap = 4 }: TextOptions = {}) => {
    const font = isBold ? bold : regular;
    for (const line of wrap(value, font, size, width)) {
      ensure(size + gap);
      y -= size;
      page.drawText(line, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= gap;
    }
  };
  const heading = (value: string) => {
    y -= 8;
    text(value, { size: 13, bold: true, gap: 6 });
  };
  const row = (label: string, value: string) => {
    ensure(14);
    y -= 10;
    page.drawText(safe(label), { x: MARGIN, y, size: 10, font: regular, color: rgb(0.35, 0.35, 0.35) });
    page.drawText(safe(value).slice(0, 80), { x: MARGIN + 160, y, size: 10, font: bold });
    y -= 4;
  };
  const jpeg = async (bytes: Uint8Array, maxHeight: number) => {
    try {
      const image = await pdf.embedJpg(bytes);
      const scaled = image.scaleToFit(width, maxHeight);
      ensure(scaled.height + 12);
      y -= scaled.height;
      page.drawImage(image, { x: MARGIN, y, width: scaled.width, height: scaled.height });
      y -= 12;
    } catch (error) {
      console.warn('PDF photo skipped', error);
    }
  };
  const space = (height: number) => {
    y -= height;
  };
  return { text, heading, row, jpeg, space, save: () => pdf.save() };
}
