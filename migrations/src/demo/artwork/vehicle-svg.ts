import { familyFill } from '../catalogue/colours';
import type { ArtBody, ColourFamily, VehicleView } from './art-types';
import { specialSide, specialRear, specialInterior } from './vehicle-special-svg';
import { GROUND, profiles, type Profile } from './vehicle-shapes';
import { linear, smoothPath, svgDocument } from './svg-kit';

export type Paint = { base: string; shade: string; light: string };

/** Backdrops differ per view so a gallery of the same car does not look like four copies. */
const backdrops: Record<VehicleView, string> = {
  side: '<rect width="800" height="600" fill="url(#studio)"/><rect y="470" width="800" height="130" fill="url(#floor)"/>',
  front: '<rect width="800" height="600" fill="url(#sky)"/><path d="M0,380 Q200,330 420,372 T800,350 L800,600 L0,600Z" fill="#9fb39a"/><rect y="455" width="800" height="145" fill="#8e9399"/><path d="M0,520 L800,520" stroke="#e9e6d8" stroke-width="6" stroke-dasharray="60 40"/>',
  rear: '<rect width="800" height="600" fill="url(#studio)"/><rect y="470" width="800" height="130" fill="url(#floor)"/>',
  interior: '<rect width="800" height="600" fill="#1c1f23"/>',
};

const defs = (paint: Paint) => linear('studio', [[0, '#f4f6f8'], [1, '#d3d9df']])
  + linear('floor', [[0, '#c4cad1'], [1, '#e9ecef']])
  + linear('sky', [[0, '#8fc1ea'], [1, '#e4f0f8']])
  + linear('paint', [[0, paint.light], [0.45, paint.base], [1, paint.shade]])
  + linear('glass', [[0, '#5d6b78'], [1, '#1f262d']]);

function wheels(profile: Profile): string {
  const r = profile.radius;
  const cy = GROUND - r;
  return profile.wheels.map((cx) => {
    const spokes = [0, 72, 144, 216, 288].map((angle) => {
      const radians = (angle * Math.PI) / 180;
      return `M${cx},${cy} L${(cx + Math.cos(radians) * r * 0.58).toFixed(1)},${(cy + Math.sin(radians) * r * 0.58).toFixed(1)}`;
    }).join(' ');
    return `<circle cx="${cx}" cy="${cy}" r="${r + 7}" fill="#16181b"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#222528"/>`
      + `<circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="#b9bfc5"/><path d="${spokes}" stroke="#6f767d" stroke-width="7"/>`
      + `<circle cx="${cx}" cy="${cy}" r="${r * 0.14}" fill="#50565c"/>`;
  }).join('');
}

/** The side profile of a car-like body, facing right. */
function carSide(body: Exclude<ArtBody, 'motorcycle' | 'caravan'>, paint: Paint): string {
  const profile = profiles[body];
  const front = Math.max(...profile.body.map(([x]) => x));
  const rear = Math.min(...profile.body.map(([x]) => x));
  const glass = profile.glass.length ? `<path d="${smoothPath(profile.glass, 1)}" fill="url(#glass)"/>` : '';
  const pillar = profile.pillar ? `<rect x="${profile.pillar - 5}" y="200" width="10" height="160" fill="${paint.shade}" clip-path="url(#glassClip)"/>` : '';
  const extras = (profile.extras ?? '').replaceAll('{paint}', paint.base).replaceAll('{shade}', paint.shade);
  const beltY = Math.max(...profile.glass.map(([, y]) => y), 350) + 30;
  return `<ellipse cx="${(front + rear) / 2}" cy="${GROUND + 4}" rx="${(front - rear) / 2 + 30}" ry="16" fill="#000" opacity="0.22"/>`
    + `<path d="${smoothPath(profile.body)}" fill="url(#paint)" stroke="${paint.shade}" stroke-width="2"/>`
    + (profile.glass.length ? `<clipPath id="glassClip"><path d="${smoothPath(profile.glass, 1)}"/></clipPath>` : '')
    + glass + pillar + extras
    + `<path d="M${rear + 20},${beltY} L${front - 30},${beltY}" stroke="${paint.light}" stroke-width="3" opacity="0.6"/>`
    + `<rect x="${front - 34}" y="${beltY - 14}" width="30" height="12" rx="5" fill="#fff7d6"/>`
    + `<rect x="${rear - 2}" y="${beltY - 16}" width="18" height="14" rx="4" fill="#c8202b"/>`
    + wheels(profile);
}

function carRear(body: Exclude<ArtBody, 'motorcycle' | 'caravan'>, paint: Paint): string {
  const tall = body === 'van' || body === 'truck' || body === 'people-mover';
  const high = tall || body === 'suv' || body === 'ute' || body === 'cab-chassis' || body === 'wagon';
  const top = tall ? 150 : high ? 200 : 250;
  const half = body === 'truck' ? 230 : high ? 210 : 200;
  const cx = 400;
  const shell = [[cx - half, 440], [cx - half + 4, top + 70], [cx - half + 40, top], [cx + half - 40, top], [cx + half - 4, top + 70], [cx + half, 440]] as const;
  const glassTop = top + 18;
  const glassBottom = top + (tall ? 120 : 95);
  const glass = body === 'truck' || body === 'convertible' ? '' : `<path d="${smoothPath([[cx - half + 58, glassBottom], [cx - half + 70, glassTop], [cx + half - 70, glassTop], [cx + half - 58, glassBottom]], 1)}" fill="url(#glass)"/>`;
  return `<ellipse cx="${cx}" cy="474" rx="${half + 40}" ry="18" fill="#000" opacity="0.22"/>`
    + `<rect x="${cx - half + 20}" y="420" width="70" height="52" rx="10" fill="#1d1f22"/><rect x="${cx + half - 90}" y="420" width="70" height="52" rx="10" fill="#1d1f22"/>`
    // A truck from behind is mostly its white pantech or tray body.
    + `<path d="${smoothPath(shell)}" fill="${body === 'truck' ? '#eef0f2' : 'url(#paint)'}" stroke="${body === 'truck' ? '#b5bcc3' : paint.shade}" stroke-width="2"/>` + glass
    + `<rect x="${cx - half + 16}" y="${glassBottom + 30}" width="70" height="30" rx="8" fill="#c8202b"/><rect x="${cx + half - 86}" y="${glassBottom + 30}" width="70" height="30" rx="8" fill="#c8202b"/>`
    + `<rect x="${cx - 70}" y="${glassBottom + 70}" width="140" height="36" rx="4" fill="#f7f7f2" stroke="#333" stroke-width="2"/>`
    + `<rect x="${cx - half + 6}" y="412" width="${half * 2 - 12}" height="22" rx="8" fill="#2a2d31"/>`;
}

function carInterior(paint: Paint): string {
  return '<path d="M90,0 L710,0 L640,250 L160,250Z" fill="url(#sky)"/><path d="M160,250 L640,250 L470,170 L330,170Z" fill="#7d8288"/>'
    + '<path d="M0,0 L110,0 L200,300 L0,330Z M800,0 L690,0 L600,300 L800,330Z" fill="#121417"/>'
    + '<path d="M0,300 Q400,210 800,300 L800,600 L0,600Z" fill="#2a2e33"/>'
    + `<path d="M0,318 Q400,230 800,318" stroke="${paint.base}" stroke-width="10" fill="none"/>`
    + '<rect x="340" y="300" width="150" height="90" rx="10" fill="#0d1b2a" stroke="#3b4650" stroke-width="4"/><rect x="352" y="312" width="126" height="66" rx="4" fill="#2b6ca3" opacity="0.8"/>'
    + '<circle cx="230" cy="420" r="120" fill="none" stroke="#15171a" stroke-width="30"/><circle cx="230" cy="420" r="38" fill="#15171a"/>'
    + '<path d="M120,420 L340,420 M230,420 L230,540" stroke="#15171a" stroke-width="24"/>'
    + `<circle cx="230" cy="420" r="14" fill="${paint.light}"/>`
    + '<rect x="170" y="300" width="120" height="48" rx="20" fill="#0f1113"/><circle cx="205" cy="324" r="16" fill="none" stroke="#58a6ff" stroke-width="3"/><circle cx="255" cy="324" r="16" fill="none" stroke="#58a6ff" stroke-width="3"/>';
}

/** The side view of any body on a transparent ground, plus the gradients it uses (for banners). */
export function vehicleSideScene(body: ArtBody, colour: ColourFamily): { defs: string; scene: string } {
  const paint = familyFill[colour];
  return { defs: defs(paint), scene: body === 'motorcycle' || body === 'caravan' ? specialSide(body, paint) : carSide(body, paint) };
}

/** An 800 x 600 picture of a vehicle of the given body and paint family, from one of four views. */
export function vehicleSvg(body: ArtBody, colour: ColourFamily, view: VehicleView): string {
  const paint = familyFill[colour];
  let scene: string;
  if (body === 'motorcycle' || body === 'caravan') {
    scene = view === 'interior' ? specialInterior(body, paint)
      : view === 'rear' ? specialRear(body, paint)
        : view === 'front' ? `<g transform="translate(800 0) scale(-1 1)">${specialSide(body, paint)}</g>`
          : specialSide(body, paint);
  } else if (view === 'interior') {
    scene = carInterior(paint);
  } else if (view === 'rear') {
    scene = carRear(body, paint);
  } else if (view === 'front') {
    // A mirrored, slightly skewed profile on an outdoor backdrop reads as a second angle.
    scene = `<g transform="translate(800 0) scale(-1 1) matrix(0.94 -0.04 0 1 30 28)">${carSide(body, paint)}</g>`;
  } else {
    scene = carSide(body, paint);
  }
  return svgDocument(800, 600, backdrops[view] + scene, defs(paint));
}
