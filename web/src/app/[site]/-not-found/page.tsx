import { notFound } from 'next/navigation';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

/**
 * The tenant's 404, for the requests the proxy found to name no page (tenancy/missing-page.ts).
 * Decided while the page is first rendered, so the status is a 404 (a page rendered per request
 * sends its shell, and a 200, first).
 */
export const generateStaticParams = renderedOnFirstRequest();

export default function MissingPage(): never {
  notFound();
}
