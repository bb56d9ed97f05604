/**
 * A one-page PDF for the "history report" button. Written by hand (the format is simple for a
 * single page of Helvetica text) so the demo needs no PDF library.
 */
const lines = [
  ['Vehicle History Report', 22],
  ['Sample report for the demo dealer platform', 12],
  ['', 12],
  ['Written-off vehicle register: no record found', 12],
  ['Stolen vehicle register: no record found', 12],
  ['Finance owing (PPSR): no security interest recorded', 12],
  ['Odometer: consistent with service history', 12],
  ['Registration: current at time of listing', 12],
  ['', 12],
  ['This demonstration report is not a real PPSR certificate.', 10],
] as const;

export function historyReportPdf(): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  let y = 780;
  const text = lines.map(([line, size]) => {
    const op = `BT /F1 ${size} Tf 56 ${y} Td (${escape(line)}) Tj ET`;
    y -= size + 12;
    return op;
  }).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
