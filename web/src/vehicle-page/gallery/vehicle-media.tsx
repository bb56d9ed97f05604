import { CssIcon } from '@/components/ui/css-icon';
import type { Vehicle } from '@/vehicles/vehicle';
import { VehicleTabs } from '../islands/vehicle-tabs';
import { GallerySlider, type GallerySources } from './gallery-slider';
import { photoSources, type PhotoSettings } from './server-photo-sources';
import { SpinViewer } from './lazy-spin-viewer';
import type { Hotspot } from './spin-viewer';
import { videoSource, type VideoSource } from './vehicle-video';

function Video({ source, title }: { source: VideoSource; title: string }) {
  if (source.kind === 'embed') {
    return (
      <div className="aspect-video overflow-hidden rounded-lg">
        <iframe src={source.url} title={`${title}: video`} loading="lazy" allow="encrypted-media; picture-in-picture" allowFullScreen className="size-full" />
      </div>
    );
  }
  if (source.kind === 'link') {
    return (
      <a href={source.url} target="_blank" rel="noopener noreferrer" className="link-action gap-2">
        <CssIcon name="circle-play" className="size-5" />
        Watch the video<span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return <video src={source.url} loop muted autoPlay playsInline aria-label={`${title}: video`} className="aspect-video w-full rounded-lg bg-black" />;
}

const SLIDE: PhotoSettings = { fill: true, quality: 75, sizes: '(min-width: 1400px) 880px, (min-width: 992px) 62vw, 100vw' };
// A thumbnail is at most 150 px wide (a quarter of a phone below 576 px): 576 px covers a 3x phone.
const THUMBNAIL: PhotoSettings = { width: 160, height: 120, quality: 75, sizes: '(min-width: 576px) 150px, 25vw', maxCandidateWidth: 576 };

function gallerySources(images: Vehicle['images']): GallerySources {
  return { slides: photoSources(SLIDE, images.map((image) => image.url)), thumbs: photoSources(THUMBNAIL, images.map((image) => image.thumb?.url ?? image.url)) };
}

export type ViewerSettings = { viewerDefault: 'spinner' | 'gallery'; spinAutoRotate: boolean };

/**
 * Photos, video and the optional 360 viewer. With spin frames the viewer offers the spinner,
 * gallery and interior views (SPEC 4 "Image viewer"), opening on the site's default (spinner
 * unless the site says gallery); the spinner's first frame is an optimised image, so opening on
 * it keeps the largest paint as fast as the gallery's first photo. Auto-rotation follows the site.
 */
export function VehicleMedia({ vehicle, title, viewer }: { vehicle: Vehicle; title: string; viewer: ViewerSettings }) {
  const gallery = vehicle.images.length > 0 ? (
    <GallerySlider images={vehicle.images} title={title} sources={gallerySources(vehicle.images)} />
  ) : (
    <div className="grid aspect-[4/3] place-items-center rounded-lg bg-neutral-100 text-neutral-700">
      <span className="flex flex-col items-center gap-2"><CssIcon name="car" className="size-12" />Photos coming soon</span>
    </div>
  );
  const spin = vehicle.spin_images && vehicle.spin_images.length > 0 ? vehicle.spin_images : null;
  const video = videoSource(vehicle);
  return (
    <div className="space-y-4">
      {spin ? (
        <VehicleTabs
          label="Vehicle views"
          keepMounted={false}
          initialTab={viewer.viewerDefault}
          tabs={[
            { id: 'spinner', label: '360 Spin', content: <SpinViewer frames={spin} interior={null} hotspots={(vehicle.hotspots ?? []) as Hotspot[]} title={title} autoRotate={viewer.spinAutoRotate} lcp={viewer.viewerDefault === 'spinner'} /> },
            { id: 'gallery', label: 'Gallery', content: gallery },
            ...(vehicle.spin_interior_image
              ? [{ id: 'interior', label: 'Interior', content: <SpinViewer frames={[vehicle.spin_interior_image]} interior={vehicle.spin_interior_image} hotspots={(vehicle.hotspots ?? []) as Hotspot[]} title={title} autoRotate={false} initialView="interior" /> }]
              : []),
          ]}
        />
      ) : gallery}
      {video && <Video source={video} title={title} />}
    </div>
  );
}
