import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';

// Absolute URLs in metadata (Open Graph, canonical) resolve against the platform's own origin;
// tenant layouts override it with their production domain.
const origin = process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`;

export const metadata: Metadata = {
  metadataBase: new URL(origin),
  title: { default: 'Dealer Platform', template: '%s' },
  description: 'Websites for Australian vehicle dealers.',
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#ffffff',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-AU">
      <body>{children}</body>
    </html>
  );
}
