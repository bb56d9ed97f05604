// Kebab-case slugs of up to five words. Only these are turned into names, so a crafted value
// cannot put a sentence of its choosing on a dealer's page or lead.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+){0,4}$/;
const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);
const ACRONYMS: Record<string, string> = { eofy: 'EOFY', faqs: 'FAQs', suv: 'SUV', suvs: 'SUVs', ev: 'EV', rv: 'RV', '4x4': '4x4', '4wd': '4WD', bmw: 'BMW', mg: 'MG', ldv: 'LDV', gwm: 'GWM', kgm: 'KGM' };

/** 'book-a-service' → 'Book a Service'; null when the text is not a plain slug. */
export function humanise(slug: string): string | null {
  if (!SLUG.test(slug)) return null;
  return slug.split('-').map((word, index) => {
    if (ACRONYMS[word]) return ACRONYMS[word];
    if (index > 0 && SMALL_WORDS.has(word)) return word;
    return word.charAt(0).toUpperCase() + word.slice(1);
  }).join(' ');
}
