import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';

function contentStreams(page: PDFPage): PDFRawStream[] {
  const contents = page.node.Contents();
  if (contents instanceof PDFRawStream) return [contents];
  if (contents instanceof PDFArray) return contents.asArray().map((ref) => page.doc.context.lookup(ref)).filter((s): s is PDFRawStream => s instanceof PDFRawStream);
  return [];
}

/**
 * The lines of text a pdf-lib document draws, page by page (its `<hex> Tj` operators, standard
 * WinAnsi fonts): how tests read a generated PDF back to check what a shopper would see in it.
 */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    for (const stream of contentStreams(page)) {
      const source = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
      for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        const hex = match[1] ?? '';
        lines.push(String.fromCharCode(...(hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16))));
      }
    }
  }
  return lines;
}
