/** Embedded players start with this prefix; any other URL is a video file (SPEC 2). */
export const EMBED_PREFIX = 'https://www.youtube.com/embed/';

export type VideoSource = { kind: 'embed' | 'file' | 'link'; url: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** A YouTube watch, short or youtu.be address as its embedded player; null for anything else. */
function youtubeEmbed(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const id = host === 'youtu.be' ? url.pathname.slice(1)
    : host === 'youtube.com' && url.pathname === '/watch' ? url.searchParams.get('v')
    : host === 'youtube.com' && url.pathname.startsWith('/shorts/') ? url.pathname.slice('/shorts/'.length)
    : null;
  return id && YOUTUBE_ID.test(id) ? `${EMBED_PREFIX}${id}` : null;
}

/**
 * The one video a vehicle page shows (SPEC 2 video, SPEC 3 video_url and external_video_url):
 * the car's own video_url (an embedded player when it starts with the embed prefix, else a video
 * file); without one, the external_video_url, played in place when it is a YouTube address and
 * otherwise offered as a link to the page that hosts it. Only https (or the site's own) addresses are used.
 */
export function videoSource(vehicle: { video_url: string | null; external_video_url: string | null }): VideoSource | null {
  const own = vehicle.video_url?.trim();
  // https, or a file on the site itself ('/videos/…'; never '//host', another site).
  if (own && (own.startsWith('https://') || /^\/(?!\/)/.test(own))) return { kind: own.startsWith(EMBED_PREFIX) ? 'embed' : 'file', url: own };
  const external = vehicle.external_video_url?.trim();
  if (!external) return null;
  let url: URL;
  try {
    url = new URL(external);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const embed = youtubeEmbed(url);
  return embed ? { kind: 'embed', url: embed } : { kind: 'link', url: url.toString() };
}
