import type { ReactNode } from 'react';
import { z } from 'zod';

/**
 * A small Portable Text serializer for the shapes the Studio produces: paragraphs, h2-h4,
 * block quotes, bullet and numbered lists, strong/em/code/underline marks and links. Blocks it
 * does not know are skipped; an <h1> in content is drawn as an <h2> (the page owns the h1).
 */
const span = z.object({ _type: z.literal('span'), _key: z.string().optional(), text: z.string(), marks: z.array(z.string()).default([]) });
const linkDef = z.object({ _key: z.string(), _type: z.literal('link'), href: z.string() });
const textBlock = z.object({
  _type: z.literal('block'),
  _key: z.string(),
  style: z.string().default('normal'),
  listItem: z.enum(['bullet', 'number']).optional(),
  children: z.array(z.unknown()).default([]),
  markDefs: z.array(z.unknown()).default([]),
});
type TextBlock = z.infer<typeof textBlock>;

const DECORATORS: Record<string, (children: ReactNode, key: string) => ReactNode> = {
  strong: (c, k) => <strong key={k}>{c}</strong>,
  em: (c, k) => <em key={k}>{c}</em>,
  underline: (c, k) => <u key={k}>{c}</u>,
  code: (c, k) => <code key={k} className="rounded bg-neutral-100 px-1 font-mono text-[0.9em]">{c}</code>,
};

const SAFE_HREF = /^(https?:|mailto:|tel:|\/|#)/i;

function renderSpans(block: TextBlock): ReactNode[] {
  const links = new Map<string, string>();
  for (const def of block.markDefs) {
    const parsed = linkDef.safeParse(def);
    if (parsed.success && SAFE_HREF.test(parsed.data.href)) links.set(parsed.data._key, parsed.data.href);
  }
  return block.children.flatMap((child, index) => {
    const parsed = span.safeParse(child);
    if (!parsed.success) return [];
    const key = parsed.data._key ?? `${block._key}-${index}`;
    return [parsed.data.marks.reduce<ReactNode>((content, mark, markIndex) => {
      const markKey = `${key}-${markIndex}`;
      const href = links.get(mark);
      if (href) return <a key={markKey} href={href} className="text-brand-ink underline hover:no-underline">{content}</a>;
      return DECORATORS[mark]?.(content, markKey) ?? content;
    }, parsed.data.text)];
  });
}

function renderBlock(block: TextBlock): ReactNode {
  const content = renderSpans(block);
  switch (block.style) {
    case 'h1':
    case 'h2':
      return <h2 key={block._key} className="mt-8 text-2xl font-bold">{content}</h2>;
    case 'h3':
      return <h3 key={block._key} className="mt-6 text-xl font-semibold">{content}</h3>;
    case 'h4':
      return <h4 key={block._key} className="mt-4 text-lg font-semibold">{content}</h4>;
    case 'blockquote':
      return <blockquote key={block._key} className="mt-4 border-l-4 border-neutral-300 pl-4 italic">{content}</blockquote>;
    default:
      return <p key={block._key} className="mt-4 leading-relaxed">{content}</p>;
  }
}

export function PortableText({ value }: { value: unknown[] }): ReactNode {
  const output: ReactNode[] = [];
  let list: { type: 'bullet' | 'number'; items: TextBlock[] } | null = null;

  const flush = () => {
    if (!list) return;
    const items = list.items.map((item) => <li key={item._key}>{renderSpans(item)}</li>);
    const key = `list-${list.items[0]?._key ?? output.length}`;
    output.push(list.type === 'number'
      ? <ol key={key} className="mt-4 list-decimal space-y-1 pl-6">{items}</ol>
      : <ul key={key} className="mt-4 list-disc space-y-1 pl-6">{items}</ul>);
    list = null;
  };

  for (const raw of value) {
    const parsed = textBlock.safeParse(raw);
    if (!parsed.success) continue;
    const block = parsed.data;
    if (block.listItem) {
      if (list && list.type !== block.listItem) flush();
      list ??= { type: block.listItem, items: [] };
      list.items.push(block);
      continue;
    }
    flush();
    output.push(renderBlock(block));
  }
  flush();
  return output;
}
