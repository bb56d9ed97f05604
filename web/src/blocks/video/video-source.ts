/** Hosts whose URLs are embed players (SPEC.md 2: an embed URL plays in a frame). */
const EMBED_PREFIXES = ['https://www.youtube.com/embed/', 'https://www.youtube-nocookie.com/embed/', 'https://player.vimeo.com/video/'];

export type VideoSource = { kind: 'embed' | 'file'; url: string } | null;

/** An embed frame for player URLs, a looping muted <video> for anything else; null without a safe https URL. */
export function videoSource(url: string | null | undefined): VideoSource {
  if (!url || !url.startsWith('https://')) return null;
  return { kind: EMBED_PREFIXES.some((prefix) => url.startsWith(prefix)) ? 'embed' : 'file', url };
}
