import type { ArtBody } from './art-types';
import type { Point } from './svg-kit';

/**
 * Side profiles of each body style, facing right, on an 800 x 600 canvas with the ground at y 470.
 * Rough polygons are smoothed later, so a handful of points per shape is enough.
 */
export type Profile = {
  body: Point[];
  glass: Point[];
  wheels: number[];
  radius: number;
  /** Extra parts drawn over the body, in SVG, with {paint} and {shade} placeholders. */
  extras?: string;
  /** x of the B-pillar line splitting the glass. */
  pillar?: number;
};

export const GROUND = 470;

export const profiles: Record<Exclude<ArtBody, 'motorcycle' | 'caravan'>, Profile> = {
  sedan: {
    body: [[110, 440], [104, 392], [120, 365], [228, 352], [300, 292], [468, 286], [560, 350], [676, 366], [700, 392], [698, 440]],
    glass: [[244, 352], [306, 300], [462, 295], [540, 352]], wheels: [215, 590], radius: 46, pillar: 390,
  },
  hatch: {
    body: [[150, 440], [146, 370], [160, 305], [196, 288], [438, 282], [535, 345], [662, 362], [680, 392], [678, 440]],
    glass: [[172, 345], [200, 298], [432, 293], [515, 347]], wheels: [240, 590], radius: 44, pillar: 330,
  },
  wagon: {
    body: [[110, 440], [104, 370], [114, 302], [138, 286], [470, 282], [560, 350], [680, 366], [700, 392], [698, 440]],
    glass: [[128, 345], [146, 296], [462, 293], [542, 350]], wheels: [215, 590], radius: 46, pillar: 380,
  },
  suv: {
    body: [[110, 430], [104, 330], [116, 262], [142, 244], [478, 238], [566, 318], [688, 336], [702, 380], [700, 430]],
    glass: [[128, 318], [150, 256], [470, 250], [548, 320]], wheels: [225, 590], radius: 52, pillar: 370,
  },
  'people-mover': {
    body: [[104, 440], [100, 300], [112, 228], [140, 212], [498, 206], [598, 300], [690, 328], [702, 372], [698, 440]],
    glass: [[122, 296], [138, 224], [492, 220], [582, 300]], wheels: [215, 595], radius: 46, pillar: 400,
  },
  ute: {
    body: [[96, 430], [94, 338], [352, 338], [354, 252], [372, 240], [500, 238], [580, 318], [692, 336], [706, 380], [704, 430]],
    glass: [[368, 320], [376, 252], [494, 250], [562, 320]], wheels: [210, 596], radius: 50, pillar: 450,
    extras: '<path d="M100,348 L348,348" stroke="{shade}" stroke-width="6"/><rect x="346" y="260" width="10" height="80" fill="{shade}"/>',
  },
  'cab-chassis': {
    body: [[354, 430], [354, 252], [372, 240], [500, 238], [580, 318], [692, 336], [706, 380], [704, 430]],
    glass: [[368, 320], [376, 252], [494, 250], [562, 320]], wheels: [200, 596], radius: 50, pillar: 450,
    extras: '<rect x="118" y="352" width="240" height="26" fill="#2a2d31"/><rect x="92" y="322" width="256" height="32" rx="3" fill="#c7ccd1" stroke="#8d949b" stroke-width="3"/>'
      + '<rect x="330" y="262" width="16" height="62" fill="#aab0b6"/><path d="M92,338 L348,338" stroke="#8d949b" stroke-width="2"/>',
  },
  van: {
    body: [[104, 440], [100, 226], [116, 204], [540, 198], [612, 296], [690, 322], [702, 370], [698, 440]],
    glass: [[470, 300], [470, 214], [528, 212], [596, 300]], wheels: [210, 600], radius: 46,
    extras: '<path d="M330,214 L330,430 M455,214 L455,430" stroke="{shade}" stroke-width="3"/><rect x="300" y="300" width="18" height="6" rx="3" fill="{shade}"/>',
  },
  coupe: {
    body: [[118, 440], [112, 378], [136, 352], [250, 336], [350, 282], [456, 278], [556, 346], [684, 364], [702, 394], [698, 440]],
    glass: [[282, 340], [356, 290], [450, 288], [536, 348]], wheels: [225, 592], radius: 46,
  },
  convertible: {
    body: [[118, 440], [112, 378], [136, 354], [480, 350], [556, 350], [684, 366], [702, 394], [698, 440]],
    glass: [], wheels: [225, 592], radius: 45,
    extras: '<path d="M548,352 L500,300" stroke="#1b1e22" stroke-width="9" stroke-linecap="round"/>'
      + '<rect x="372" y="318" width="30" height="36" rx="10" fill="#1b1e22"/><rect x="296" y="322" width="30" height="32" rx="10" fill="#1b1e22"/>',
  },
  truck: {
    body: [[560, 440], [558, 196], [578, 176], [690, 176], [716, 236], [722, 440]],
    glass: [[590, 280], [590, 200], [688, 200], [708, 280]], wheels: [190, 290, 650], radius: 44,
    extras: '<rect x="96" y="140" width="452" height="272" rx="6" fill="#eef0f2" stroke="#b5bcc3" stroke-width="4"/>'
      + '<rect x="96" y="408" width="630" height="22" fill="#25282c"/><path d="M126,160 L126,392 M518,160 L518,392" stroke="#c9ced3" stroke-width="3"/>',
  },
};
