export default function StaticPage() {
  return (
    <main>
      <h1>Bare Next.js, static</h1>
      <p>Prerendered at build time and served from the full route cache.</p>
    </main>
  );
}
