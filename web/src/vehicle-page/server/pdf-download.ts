import { jsonError } from './site-vehicle';

/**
 * A vehicle PDF as a download: built on request (pdf-lib), kept private for a minute, and a
 * failure to build it answered with the given message instead of a broken file.
 */
export async function pdfDownload(fileStem: string, build: () => Promise<Uint8Array>, failure: { log: string; message: string }): Promise<Response> {
  try {
    const bytes = await build();
    return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), {
      headers: {
        'content-disposition': `attachment; filename="${fileStem.replace(/[^a-z0-9-]/gi, '')}.pdf"`,
        'cache-control': 'private, max-age=60',
      },
    });
  } catch (error) {
    console.error(failure.log, error);
    return jsonError(500, failure.message);
  }
}
