/**
 * The careers form's CV (SPEC 2 careers): optional; PDF, DOC or DOCX; at most 5 MB. The browser
 * checks these before uploading and the server checks them again, plus the file's first bytes, so
 * a renamed file of another kind is refused too.
 */
export const MAX_CV_BYTES = 5 * 1024 * 1024;

export const CV_FORMATS = {
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
} as const;
export type CvFormat = keyof typeof CV_FORMATS;

/** What the file input's `accept` offers. */
export const CV_ACCEPT = [...Object.keys(CV_FORMATS).map((ext) => `.${ext}`), ...Object.values(CV_FORMATS).flat()].join(',');

export const CV_TEXT = {
  type: 'Please attach your CV as a PDF, DOC or DOCX file.',
  size: 'Your CV is too large. Please attach a file of 5 MB or less.',
  empty: 'Your CV file is empty. Please attach it again.',
  expired: 'We could not find your CV upload. Please attach it again.',
} as const;

export type FileFacts = { name: string; type: string; size: number };

/** The format a file name says it is, when it is one the form takes. */
export function cvFormatOf(name: string): CvFormat | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  return ext && ext in CV_FORMATS ? (ext as CvFormat) : null;
}

/**
 * The message for a file the form cannot take, or null. Browsers report an empty type for some
 * valid files (a .docx on some systems), so the type is checked only when one is given.
 */
export function cvFileProblem(file: FileFacts): string | null {
  const format = cvFormatOf(file.name);
  if (!format) return CV_TEXT.type;
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  if (type && type !== 'application/octet-stream' && !(CV_FORMATS[format] as readonly string[]).includes(type)) return CV_TEXT.type;
  if (file.size <= 0) return CV_TEXT.empty;
  if (file.size > MAX_CV_BYTES) return CV_TEXT.size;
  return null;
}

/** The chosen file of a file input's value (a FileList in the browser, a File, or nothing). */
export function chosenFile(value: unknown): FileFacts | null {
  if (value === undefined || value === null || value === '') return null;
  const first = typeof FileList !== 'undefined' && value instanceof FileList ? value.item(0) : value;
  if (first && typeof first === 'object' && 'name' in first && 'size' in first && 'type' in first) {
    const f = first as FileFacts;
    if (typeof f.name === 'string' && typeof f.size === 'number' && typeof f.type === 'string') return f;
  }
  return null;
}
