import { draftMode } from 'next/headers';

/** Leaves draft mode (the Presentation tool's "exit preview", or a visitor's stale cookie). */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const back = new URL(request.url).searchParams.get('redirect') ?? '/';
  const target = back.startsWith('/') && !back.startsWith('//') ? back : '/';
  return new Response(null, { status: 307, headers: { Location: target } });
}
