import { connection } from 'next/server';

export default async function DynamicPage() {
  // Rendered per request, as a page that depends on the request must be.
  await connection();
  const now = Date.now();
  const items = Array.from({ length: 50 }, (_, index) => ({ id: index + 1, label: `Item ${index + 1}`, price: 10_000 + ((now + index * 7919) % 50_000) }));
  return (
    <main>
      <h1>Bare Next.js, dynamic</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.label}: ${item.price.toLocaleString('en-AU')}
          </li>
        ))}
      </ul>
    </main>
  );
}
