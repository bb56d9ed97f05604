import { describe, expect, it } from 'vitest';
import { CV_ACCEPT, CV_TEXT, cvFileProblem, cvFormatOf, MAX_CV_BYTES } from './cv-file';
import { cvField } from './department-schemas';

const MB = 1024 * 1024;

describe('CV file rules (SPEC 2 careers)', () => {
  it.each<[string, string, number, string | null]>([
    ['resume.pdf', 'application/pdf', 200_000, null],
    ['Resume.PDF', '', 200_000, null],
    ['cv.doc', 'application/msword', 50_000, null],
    ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 50_000, null],
    ['cv.docx', 'application/octet-stream', 50_000, null],
    ['exactly-5mb.pdf', 'application/pdf', MAX_CV_BYTES, null],
    ['too-big.pdf', 'application/pdf', 5 * MB + 1, CV_TEXT.size],
    ['photo.jpg', 'image/jpeg', 100_000, CV_TEXT.type],
    ['cv.pdf.exe', 'application/x-msdownload', 100_000, CV_TEXT.type],
    ['cv.pdf', 'image/png', 100_000, CV_TEXT.type],
    ['cv', 'application/pdf', 100_000, CV_TEXT.type],
    ['empty.pdf', 'application/pdf', 0, CV_TEXT.empty],
  ])('%s (%s, %d bytes) → %s', (name, type, size, expected) => {
    expect(cvFileProblem({ name, type, size })).toBe(expected);
  });

  it('reads the format from the name', () => {
    expect([cvFormatOf('a.Docx'), cvFormatOf('a.txt'), cvFormatOf('pdf')]).toEqual(['docx', null, null]);
  });

  it('offers only the three formats in the file picker', () => {
    expect(CV_ACCEPT).toBe('.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('validates the form field with the precise message, and takes no file', () => {
    const field = cvField();
    expect(field.safeParse(undefined).success).toBe(true);
    expect(field.safeParse('').success).toBe(true);
    expect(field.safeParse(new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' })).success).toBe(true);
    const big = field.safeParse(new File([new Uint8Array(MAX_CV_BYTES + 1)], 'cv.pdf', { type: 'application/pdf' }));
    expect(big.success ? null : big.error.issues[0]?.message).toBe(CV_TEXT.size);
    const wrong = field.safeParse(new File(['x'], 'cv.txt', { type: 'text/plain' }));
    expect(wrong.success ? null : wrong.error.issues[0]?.message).toBe(CV_TEXT.type);
    const junk = field.safeParse({ evil: true });
    expect(junk.success ? null : junk.error.issues[0]?.message).toBe(CV_TEXT.type);
  });
});
