import { describe, expect, it } from 'vitest';
import { CV_TEXT } from '../schema/cv-file';
import { cvBytesProblem, safeFileName } from './lead-files';

const bytes = (...values: number[]) => Uint8Array.from([...values, 0, 0, 0]);

describe('CV bytes and names', () => {
  it.each<[string, Uint8Array, string | null]>([
    ['cv.pdf', new TextEncoder().encode('%PDF-1.4 ...'), null],
    ['cv.doc', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), null],
    ['cv.docx', bytes(0x50, 0x4b, 0x03, 0x04), null],
    ['cv.pdf', bytes(0x50, 0x4b, 0x03, 0x04), CV_TEXT.type],
    ['cv.docx', new TextEncoder().encode('%PDF-1.4'), CV_TEXT.type],
    ['cv.doc', new TextEncoder().encode('<html>'), CV_TEXT.type],
  ])('%s with these first bytes → %s', (name, data, expected) => {
    expect(cvBytesProblem(name, '', data)).toBe(expected);
  });

  it('keeps only the file name, without control characters or quotes', () => {
    expect(safeFileName('C:\\Users\\sam\\My "best" CV\u0000.pdf')).toBe('My best CV.pdf');
    expect(safeFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(safeFileName('   ')).toBe('cv');
  });
});
