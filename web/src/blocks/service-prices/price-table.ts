/** Rows of model × service into a table: models down, services across, in the order first listed. */
export function priceTable(rows: readonly { model: string; interval: string; price: number }[]) {
  const intervals = [...new Set(rows.map((row) => row.interval))];
  const models = [...new Set(rows.map((row) => row.model))];
  const price = new Map(rows.map((row) => [`${row.model}|${row.interval}`, row.price]));
  return { intervals, models: models.map((model) => ({ model, prices: intervals.map((interval) => price.get(`${model}|${interval}`) ?? null) })) };
}
