import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import { buildVehiclePdf } from './vehicle-pdf';

it('builds a titled PDF that survives long text and odd characters', async () => {
  const bytes = await buildVehiclePdf({
    title: '2021 Toyota RAV4 GX', price: '$34,990', siteName: 'Valley Used Cars', dealer: ['Valley Used Cars', '07 3123 4567'],
    url: 'http://valley.localhost/cars/x', rows: [{ label: 'Odometer', value: '42,000 km' }],
    comments: 'Great car — one owner 🚗. '.repeat(300), features: ['Cruise control'], disclaimer: 'Subject to change.', photo: null,
  });
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const doc = await PDFDocument.load(bytes);
  expect(doc.getTitle()).toBe('2021 Toyota RAV4 GX');
  expect(doc.getPageCount()).toBeGreaterThan(1);
});
