// Turbopack finds a proxy up the folder tree: without this one the bare app would run the
// platform's tenant proxy (web/src/proxy.ts) on every request. This one matches no page.
import { NextResponse } from 'next/server';

export function proxy() {
  return NextResponse.next();
}

export const config = { matcher: '/never-matched-by-the-bare-app' };
