import type { BlockComponent } from '../shared/block-types';
import { videoSource } from './video-source';

/** A video: an embedded player frame, or a looping muted video file. Nothing without a usable URL. */
export const Video: BlockComponent<'video'> = ({ heading, url, caption }) => {
  const source = videoSource(url);
  if (!source) return null;
  const title = caption ?? heading ?? 'Video';
  return (
    <section className="block-section">
      {heading && <h2 className="block-heading">{heading}</h2>}
      <figure>
        <div className="relative aspect-video overflow-hidden rounded-lg bg-neutral-900">
          {source.kind === 'embed' ? (
            <iframe src={source.url} title={title} loading="lazy" allow="encrypted-media; picture-in-picture" allowFullScreen className="absolute inset-0 h-full w-full" />
          ) : (
            <video src={source.url} autoPlay muted loop playsInline aria-label={title} className="absolute inset-0 h-full w-full object-cover" />
          )}
        </div>
        {caption && <figcaption className="mt-2 text-sm text-neutral-600">{caption}</figcaption>}
      </figure>
    </section>
  );
};
