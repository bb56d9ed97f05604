'use client';

import { useId, useMemo, useState } from 'react';
import { DisabledUntilHydrated } from '@/components/ui/disabled-until-hydrated';
import { searchParts, type Part } from '../parts-catalogue';
import { formatWholeDollars } from '@/lib/format';


/** Model select and keyword over the parts catalogue; each part links to the enquiry form below. */
export function PartsFinder({ models, parts }: { models: { slug: string; label: string }[]; parts: Part[] }) {
  const id = useId();
  const [model, setModel] = useState('');
  const [keyword, setKeyword] = useState('');
  const found = useMemo(() => searchParts(parts, model, keyword), [parts, model, keyword]);
  const shown = found.slice(0, 50);
  return (
    <div className="space-y-5">
      {/* The list is filtered by this component's state: a model chosen or a word typed before it
          hydrates would show in the field and change nothing, so the fields wait for it. */}
      <DisabledUntilHydrated>
        {/* On a phone each field takes the full width: a select is as wide as its longest model name. */}
        <div className="flex flex-wrap gap-4">
          <div className="w-full sm:w-auto">
            <label htmlFor={`${id}-model`} className="block font-medium">Model</label>
            <select id={`${id}-model`} value={model} onChange={(e) => setModel(e.target.value)} className="mt-1 min-h-11 w-full rounded-md border border-neutral-400 bg-white px-3">
              <option value="">All models</option>
              {models.map((m) => <option key={m.slug} value={m.slug}>{m.label}</option>)}
            </select>
          </div>
          <div className="w-full sm:w-auto">
            <label htmlFor={`${id}-keyword`} className="block font-medium">Part name or number</label>
            <input id={`${id}-keyword`} type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder="e.g. brake pads"
              className="mt-1 min-h-11 w-full rounded-md border border-neutral-400 px-3 sm:w-64" />
          </div>
        </div>
      </DisabledUntilHydrated>
      <p role="status" className="font-medium">{found.length === 0 ? 'No parts match. Ask us: we can order almost anything.' : `${found.length} parts found${found.length > shown.length ? `, showing the first ${shown.length}` : ''}`}</p>
      {shown.length > 0 && (
        <div className="relative overflow-x-auto rounded-lg border border-neutral-200">
          <table className="w-full min-w-[36rem] text-left">
            <thead className="bg-neutral-100">
              <tr><th scope="col" className="p-3">Part</th><th scope="col" className="p-3">Part number</th><th scope="col" className="p-3">Model</th><th scope="col" className="p-3">Price</th><th scope="col" className="p-3"><span className="sr-only">Enquire</span></th></tr>
            </thead>
            <tbody>
              {shown.map((part) => (
                <tr key={part.number} className="border-t border-neutral-200">
                  <th scope="row" className="p-3 font-medium">{part.name}</th>
                  <td className="p-3 font-mono text-sm">{part.number}</td>
                  <td className="p-3">{part.make} {part.model}</td>
                  <td className="p-3">{formatWholeDollars(part.price)}</td>
                  <td className="p-3"><a href="#parts-enquiry" className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline hover:no-underline">Enquire<span className="sr-only"> about {part.name} {part.number}</span></a></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
