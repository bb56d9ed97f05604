/** Descriptions of generated artwork; the SVG composers in this folder turn them into pictures. */

export type ArtBody =
  | 'suv' | 'ute' | 'cab-chassis' | 'hatch' | 'sedan' | 'wagon' | 'van' | 'people-mover'
  | 'coupe' | 'convertible' | 'truck' | 'motorcycle' | 'caravan';

export type ColourFamily = 'white' | 'silver' | 'grey' | 'black' | 'red' | 'blue' | 'green' | 'orange' | 'bronze' | 'yellow';

export const VEHICLE_VIEWS = ['front', 'side', 'rear', 'interior'] as const;
export type VehicleView = (typeof VEHICLE_VIEWS)[number];

export type TileMotif = 'offer' | 'service' | 'finance' | 'trade' | 'warranty' | 'caravan' | 'motorcycle' | 'truck' | 'ev' | 'reserve';
export type HeroScene = 'city' | 'coast' | 'outback' | 'showroom';

export type ContentArt =
  | { kind: 'vehicle'; body: ArtBody; colour: ColourFamily; view: VehicleView }
  | { kind: 'hero'; scene: HeroScene; body: ArtBody; colour: ColourFamily; primary: string; accent: string }
  | { kind: 'tile'; motif: TileMotif; primary: string; accent: string }
  | { kind: 'location'; sign: string; primary: string; accent: string; style: 'showroom' | 'workshop' | 'yard' }
  | { kind: 'logo'; text: string; mark: string; primary: string; foreground: string }
  | { kind: 'brand'; name: string; colour: string };

/** One image file to produce: `web/public/<dir>/<file>`. */
export type ImageRequest = {
  dir: 'demo-stock' | 'demo-content';
  file: string;
  width: number;
  height: number;
  art: ContentArt;
};

export const ART_SIZES: Record<ContentArt['kind'], readonly [number, number]> = {
  vehicle: [800, 600],
  hero: [1600, 700],
  tile: [800, 500],
  location: [800, 500],
  logo: [480, 120],
  brand: [240, 120],
};
