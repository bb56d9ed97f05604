// The bare Next.js app `npm run bench:pages` measures the platform against: the same Next version,
// nothing else. A static page (/) and a dynamic page rendering 50 list items (/dynamic).
export const metadata = { title: 'Bare Next.js' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
