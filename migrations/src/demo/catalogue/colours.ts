import type { ColourFamily } from '../artwork/art-types';
import type { ItemType } from './catalogue-types';

type Paint = readonly [name: string, family: ColourFamily, weight: number];

/** Factory paint names by make; the family picks the artwork, so cars of one family share photos. */
const palettes: Record<string, readonly Paint[]> = {
  Toyota: [['Glacier White', 'white', 5], ['Crystal Pearl', 'white', 3], ['Silver Pearl', 'silver', 3], ['Graphite', 'grey', 3], ['Eclipse Black', 'black', 3], ['Feverish Red', 'red', 1], ['Saturn Blue', 'blue', 1], ['Oxide Bronze', 'bronze', 1]],
  Mazda: [['Snowflake White Pearl', 'white', 3], ['Sonic Silver', 'silver', 2], ['Machine Grey', 'grey', 3], ['Jet Black', 'black', 2], ['Soul Red Crystal', 'red', 4], ['Deep Crystal Blue', 'blue', 2], ['Zircon Sand', 'bronze', 1]],
  Ford: [['Arctic White', 'white', 5], ['Aluminium', 'silver', 2], ['Meteor Grey', 'grey', 3], ['Shadow Black', 'black', 2], ['Lucid Red', 'red', 1], ['Blue Lightning', 'blue', 1], ['Sedona Orange', 'orange', 1], ['Conquer Grey', 'grey', 2]],
  Hyundai: [['Polar White', 'white', 4], ['Typhoon Silver', 'silver', 2], ['Amazon Grey', 'grey', 2], ['Phantom Black', 'black', 2], ['Intense Blue', 'blue', 2], ['Ultimate Red', 'red', 1]],
  Kia: [['Clear White', 'white', 4], ['Steel Grey', 'grey', 2], ['Gravity Grey', 'grey', 2], ['Aurora Black', 'black', 2], ['Runway Red', 'red', 1], ['Vesta Blue', 'blue', 1]],
  Mitsubishi: [['White Diamond', 'white', 4], ['Sterling Silver', 'silver', 2], ['Graphite Grey', 'grey', 2], ['Jet Black', 'black', 2], ['Red Diamond', 'red', 1], ['Blade Blue', 'blue', 1]],
  Isuzu: [['Mineral White', 'white', 5], ['Mercury Silver', 'silver', 2], ['Basalt Black', 'black', 2], ['Cobalt Blue', 'blue', 1], ['Valencia Orange', 'orange', 1]],
  Tesla: [['Pearl White', 'white', 4], ['Stealth Grey', 'grey', 3], ['Solid Black', 'black', 2], ['Ultra Red', 'red', 1], ['Deep Blue', 'blue', 1]],
  BYD: [['Ski White', 'white', 3], ['Boulder Grey', 'grey', 2], ['Surf Blue', 'blue', 2], ['Cosmos Black', 'black', 1], ['Parkour Red', 'red', 1]],
  Volkswagen: [['Candy White', 'white', 3], ['Reflex Silver', 'silver', 2], ['Indium Grey', 'grey', 2], ['Deep Black Pearl', 'black', 2], ['Kings Red', 'red', 1], ['Clover Green', 'green', 1]],
  Nissan: [['Polar White', 'white', 4], ['Brilliant Silver', 'silver', 2], ['Slate Grey', 'grey', 2], ['Black Star', 'black', 2], ['Forged Copper', 'bronze', 1]],
  Subaru: [['Crystal White', 'white', 3], ['Ice Silver', 'silver', 2], ['Magnetite Grey', 'grey', 2], ['Crystal Black', 'black', 2], ['Autumn Green', 'green', 2], ['WR Blue Pearl', 'blue', 1]],
  MG: [['Dover White', 'white', 3], ['Regal Blue', 'blue', 2], ['Diamond Red', 'red', 2], ['Pebble Black', 'black', 1], ['Dynamic Silver', 'silver', 1]],
  Holden: [['Heron White', 'white', 3], ['Nitrate Silver', 'silver', 2], ['Son of a Gun Grey', 'grey', 2], ['Phantom Black', 'black', 2], ['Red Hot', 'red', 2]],
  Jeep: [['Bright White', 'white', 2], ['Granite Crystal', 'grey', 2], ['Sarge Green', 'green', 2], ['Black', 'black', 2], ['Firecracker Red', 'red', 1]],
  Suzuki: [['Pure White', 'white', 3], ['Premium Silver', 'silver', 2], ['Burning Red', 'red', 2], ['Kinetic Yellow', 'yellow', 1], ['Jungle Green', 'green', 1]],
};

const genericCars: readonly Paint[] = [['White', 'white', 5], ['Silver', 'silver', 3], ['Grey', 'grey', 3], ['Black', 'black', 3], ['Red', 'red', 1], ['Blue', 'blue', 1]];
const motorcycles: readonly Paint[] = [['Matte Black', 'black', 4], ['Racing Red', 'red', 2], ['Icon Blue', 'blue', 2], ['Lime Green', 'green', 2], ['Pearl White', 'white', 1], ['Ceramic Grey', 'grey', 2], ['Tangerine Orange', 'orange', 1]];
const trucks: readonly Paint[] = [['White', 'white', 8], ['Silver', 'silver', 1], ['Blue', 'blue', 1]];
/** Caravan artwork paints the body white; the family colours the side stripe. */
const caravans: readonly Paint[] = [['White / Silver Composite', 'silver', 3], ['White / Black Checkerplate', 'black', 3], ['White / Blue Decals', 'blue', 1], ['White / Bronze Decals', 'bronze', 1]];

export function paletteFor(make: string, itemType: ItemType): readonly Paint[] {
  if (itemType === 'motorcycle') return motorcycles;
  if (itemType === 'truck') return trucks;
  if (itemType === 'caravan') return caravans;
  return palettes[make] ?? genericCars;
}

export const interiorColours = ['Black Cloth', 'Black Leather', 'Grey Fabric', 'Tan Leather', 'Black Leather-Accented', 'Charcoal Trim'] as const;

/** Fill colours of the artwork, chosen to read as car paint under studio light. */
export const familyFill: Record<ColourFamily, { base: string; shade: string; light: string }> = {
  white: { base: '#f1f3f5', shade: '#c9ced4', light: '#ffffff' },
  silver: { base: '#b9bfc6', shade: '#8c939b', light: '#e2e6ea' },
  grey: { base: '#5c636c', shade: '#3e444b', light: '#858d96' },
  black: { base: '#202327', shade: '#0f1113', light: '#464b52' },
  red: { base: '#b3202a', shade: '#7d151c', light: '#de4a52' },
  blue: { base: '#1f4e9c', shade: '#15356b', light: '#4a78c6' },
  green: { base: '#3d6b43', shade: '#274a2c', light: '#65926b' },
  orange: { base: '#d9621e', shade: '#a34712', light: '#f08a4d' },
  bronze: { base: '#8a6a48', shade: '#5f482f', light: '#b08e69' },
  yellow: { base: '#e3b521', shade: '#b08a12', light: '#f5d35e' },
};
