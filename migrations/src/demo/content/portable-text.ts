/**
 * Portable Text authoring helpers. Paragraphs are plain strings; `**bold**` marks strong text and
 * `[label](href)` becomes a link annotation, enough for marketing copy.
 */

type Span = { _type: 'span'; _key: string; text: string; marks: string[] };
type MarkDef = { _type: 'link'; _key: string; href: string };
export type PortableBlock = {
  _type: 'block';
  _key: string;
  style: 'normal' | 'h2' | 'h3';
  listItem?: 'bullet';
  level?: number;
  markDefs: MarkDef[];
  children: Span[];
};

function spans(text: string, blockKey: string): { children: Span[]; markDefs: MarkDef[] } {
  const children: Span[] = [];
  const markDefs: MarkDef[] = [];
  const pattern = /\*\*(.+?)\*\*|\[(.+?)\]\((.+?)\)/g;
  let last = 0;
  const push = (value: string, marks: string[]) => {
    if (value) children.push({ _type: 'span', _key: `${blockKey}s${children.length + 1}`, text: value, marks });
  };
  for (const match of text.matchAll(pattern)) {
    push(text.slice(last, match.index), []);
    if (match[1] !== undefined) push(match[1], ['strong']);
    else if (match[2] !== undefined && match[3] !== undefined) {
      const markKey = `${blockKey}m${markDefs.length + 1}`;
      markDefs.push({ _type: 'link', _key: markKey, href: match[3] });
      push(match[2], [markKey]);
    }
    last = (match.index ?? 0) + match[0].length;
  }
  push(text.slice(last), []);
  return { children, markDefs };
}

/**
 * Lines starting with '## ' are headings, '### ' sub-headings, '- ' bullets; others paragraphs.
 */
export function portableText(prefix: string, lines: readonly string[]): PortableBlock[] {
  return lines.map((line, index) => {
    const key = `${prefix}${index + 1}`;
    if (line.startsWith('## ')) return { _type: 'block', _key: key, style: 'h2', ...spans(line.slice(3), key) };
    if (line.startsWith('### ')) return { _type: 'block', _key: key, style: 'h3', ...spans(line.slice(4), key) };
    if (line.startsWith('- ')) return { _type: 'block', _key: key, style: 'normal', listItem: 'bullet', level: 1, ...spans(line.slice(2), key) };
    return { _type: 'block', _key: key, style: 'normal', ...spans(line, key) };
  });
}
