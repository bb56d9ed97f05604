/** One part of the parts catalogue: what the counter sells for a model. */
export type Part = { number: string; name: string; model: string; modelSlug: string; make: string; price: number };

/** The service parts every model line has, with a base price (SPEC 2 /parts/search). */
const SERVICE_PARTS: readonly (readonly [name: string, price: number])[] = [
  ['Oil filter', 24], ['Air filter', 46], ['Cabin air filter', 39], ['Front brake pads', 129], ['Rear brake pads', 109],
  ['Front brake rotors (pair)', 289], ['Wiper blade set', 54], ['Spark plug set', 88], ['Engine oil 5 L', 69],
  ['Coolant 5 L', 42], ['Battery', 249], ['Drive belt', 76], ['Key remote battery', 9], ['Headlight globe', 32],
];

const code = (text: string) => text.replace(/[^a-z0-9]/gi, '').slice(0, 4).toUpperCase().padEnd(4, 'X');

/**
 * The catalogue of a site's models: every service part for each model, with a part number made
 * of the make, the model and the part (e.g. TOYO-CORO-0104) and a price that varies a little
 * with the model, as real catalogues do.
 */
export function partsCatalogue(models: readonly { name: string; slug: string; manufacturer: { name: string } }[]): Part[] {
  return models.flatMap((model) => {
    const weight = 1 + (model.name.length % 5) * 0.05;
    return SERVICE_PARTS.map(([name, base], index) => ({
      number: `${code(model.manufacturer.name)}-${code(model.name)}-${String(index + 1).padStart(4, '0')}`,
      name,
      model: model.name,
      modelSlug: model.slug,
      make: model.manufacturer.name,
      price: Math.round(base * weight),
    }));
  });
}

/** Parts of one model (or all) whose name or number contains every word of the keyword. */
export function searchParts(parts: readonly Part[], modelSlug: string, keyword: string): Part[] {
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  return parts.filter((part) =>
    (modelSlug === '' || part.modelSlug === modelSlug)
    && words.every((word) => part.name.toLowerCase().includes(word) || part.number.toLowerCase().includes(word)));
}
