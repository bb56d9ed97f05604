import type { ContentArt, HeroScene, TileMotif } from './art-types';
import { FONT, escapeXml, linear, mix, svgDocument } from './svg-kit';
import { vehicleSideScene } from './vehicle-svg';

const scenes: Record<HeroScene, { defs: string; body: string }> = {
  city: {
    defs: linear('heroSky', [[0, '#1b2a4a'], [0.6, '#f28c5b'], [1, '#f6c08a']]),
    body: '<rect width="1600" height="700" fill="url(#heroSky)"/>'
      + [60, 190, 300, 460, 560, 700, 820, 980, 1100, 1240, 1380, 1480].map((x, i) => `<rect x="${x}" y="${200 + ((i * 67) % 180)}" width="${90 + ((i * 31) % 60)}" height="${500 - ((i * 67) % 180)}" fill="#1f2838" opacity="0.85"/>`).join('')
      + '<rect y="560" width="1600" height="140" fill="#3a3f47"/><path d="M0,630 L1600,630" stroke="#d9d3c1" stroke-width="8" stroke-dasharray="90 60"/>',
  },
  coast: {
    defs: linear('heroSky', [[0, '#6fb1e6'], [1, '#d8ecf8']]),
    body: '<rect width="1600" height="700" fill="url(#heroSky)"/><rect y="380" width="1600" height="120" fill="#2f7fb0"/><path d="M0,380 Q400,360 800,380 T1600,380" fill="#5aa0cc"/>'
      + '<rect y="500" width="1600" height="200" fill="#e3d2a8"/><rect y="560" width="1600" height="140" fill="#6a6f75"/>',
  },
  outback: {
    defs: linear('heroSky', [[0, '#f5a04a'], [0.7, '#f9d29a'], [1, '#fbe7c2']]),
    body: '<rect width="1600" height="700" fill="url(#heroSky)"/><circle cx="1300" cy="220" r="90" fill="#fff1c9" opacity="0.9"/>'
      + '<path d="M0,470 L180,380 L260,380 L340,450 L900,450 L980,360 L1120,360 L1200,440 L1600,440 L1600,700 L0,700Z" fill="#9c4a24"/>'
      + '<rect y="540" width="1600" height="160" fill="#b9592b"/><path d="M0,640 Q800,560 1600,640" stroke="#d98a52" stroke-width="30" fill="none"/>',
  },
  showroom: {
    defs: linear('heroSky', [[0, '#2b2f36'], [1, '#4b525c']]),
    body: '<rect width="1600" height="700" fill="url(#heroSky)"/>' + [200, 600, 1000, 1400].map((x) => `<rect x="${x - 120}" y="60" width="240" height="14" rx="7" fill="#f4f6f8" opacity="0.8"/>`).join('')
      + '<rect y="540" width="1600" height="160" fill="#8b929b"/><rect y="540" width="1600" height="6" fill="#c6ccd3"/>',
  },
};

function hero(art: Extract<ContentArt, { kind: 'hero' }>): string {
  const scene = scenes[art.scene];
  const vehicle = vehicleSideScene(art.body, art.colour);
  // The left third carries the tenant colour so the heading laid over it stays readable.
  const band = `<path d="M0,0 L620,0 L480,700 L0,700Z" fill="${art.primary}" opacity="0.88"/><path d="M620,0 L650,0 L510,700 L480,700Z" fill="${art.accent}"/>`;
  return svgDocument(1600, 700, scene.body + `<g transform="translate(620 70) scale(1.15)">${vehicle.scene}</g>` + band, scene.defs + vehicle.defs);
}

const motifs: Record<TileMotif, (fg: string, accent: string) => string> = {
  offer: (fg, accent) => `<path d="M470,120 L650,120 L650,300 L470,480 L290,300Z" fill="${fg}" transform="rotate(-20 470 300)"/><circle cx="600" cy="170" r="22" fill="${accent}"/><text x="470" y="330" font-family="${FONT}" font-size="96" font-weight="700" fill="${accent}" text-anchor="middle" transform="rotate(-20 470 300)">%</text>`,
  service: (fg) => `<path d="M380,380 L560,200" stroke="${fg}" stroke-width="46" stroke-linecap="round"/><circle cx="585" cy="175" r="70" fill="none" stroke="${fg}" stroke-width="40"/>`,
  finance: (fg, accent) => `<rect x="390" y="110" width="220" height="290" rx="24" fill="${fg}"/><rect x="420" y="140" width="160" height="60" rx="8" fill="${accent}"/>`
    + [0, 1, 2].flatMap((row) => [0, 1, 2].map((col) => `<rect x="${420 + col * 56}" y="${225 + row * 56}" width="44" height="40" rx="8" fill="${accent}" opacity="0.7"/>`)).join(''),
  trade: (fg, accent) => `<circle cx="430" cy="250" r="80" fill="none" stroke="${fg}" stroke-width="34"/><path d="M500,250 L660,250 L660,300 M610,250 L610,290" stroke="${fg}" stroke-width="34" fill="none"/><circle cx="430" cy="250" r="24" fill="${accent}"/>`,
  warranty: (fg, accent) => `<path d="M500,90 L640,140 L640,260 Q640,380 500,440 Q360,380 360,260 L360,140Z" fill="${fg}"/><path d="M430,270 L485,325 L585,215" stroke="${accent}" stroke-width="34" fill="none" stroke-linecap="round"/>`,
  caravan: (fg, accent) => `<rect x="300" y="170" width="330" height="190" rx="40" fill="${fg}"/><rect x="340" y="210" width="90" height="60" rx="10" fill="${accent}"/><circle cx="460" cy="380" r="36" fill="${accent}"/><path d="M630,330 L720,370" stroke="${fg}" stroke-width="16"/>`,
  motorcycle: (fg, accent) => `<circle cx="360" cy="340" r="80" fill="none" stroke="${fg}" stroke-width="26"/><circle cx="620" cy="340" r="80" fill="none" stroke="${fg}" stroke-width="26"/><path d="M360,340 L460,230 L560,230 L620,340 M560,230 L590,160" stroke="${fg}" stroke-width="24" fill="none"/><path d="M440,220 Q500,180 560,215" stroke="${accent}" stroke-width="30" fill="none"/>`,
  truck: (fg, accent) => `<rect x="260" y="150" width="300" height="200" rx="10" fill="${fg}"/><path d="M570,200 L660,200 L710,270 L710,350 L570,350Z" fill="${fg}"/><circle cx="340" cy="370" r="40" fill="${accent}"/><circle cx="640" cy="370" r="40" fill="${accent}"/>`,
  ev: (fg, accent) => `<path d="M520,90 L400,280 L490,280 L450,440 L600,220 L510,220 L560,90Z" fill="${fg}"/><circle cx="500" cy="265" r="190" fill="none" stroke="${accent}" stroke-width="14"/>`,
  reserve: (fg, accent) => `<rect x="360" y="130" width="280" height="260" rx="22" fill="${fg}"/><rect x="360" y="130" width="280" height="60" rx="22" fill="${accent}"/><path d="M440,290 L485,335 L565,245" stroke="${accent}" stroke-width="26" fill="none" stroke-linecap="round"/>`,
};

function tile(art: Extract<ContentArt, { kind: 'tile' }>): string {
  const defs = linear('tileBg', [[0, art.primary], [1, mix(art.primary, '#000000', 0.35)]]);
  const texture = '<circle cx="120" cy="420" r="220" fill="#ffffff" opacity="0.06"/><circle cx="760" cy="40" r="160" fill="#ffffff" opacity="0.06"/>';
  return svgDocument(800, 500, `<rect width="800" height="500" fill="url(#tileBg)"/>${texture}<g>${motifs[art.motif]('#ffffff', art.accent)}</g>`, defs);
}

function location(art: Extract<ContentArt, { kind: 'location' }>): string {
  const sign = escapeXml(art.sign);
  const sky = linear('locSky', [[0, '#7fb6e4'], [1, '#e2eff9']]);
  const building = art.style === 'workshop'
    ? '<rect x="120" y="150" width="560" height="260" fill="#e3e6ea"/>' + [170, 330, 490].map((x) => `<rect x="${x}" y="230" width="140" height="180" fill="#9aa3ad"/>` + [0, 1, 2, 3, 4].map((i) => `<path d="M${x},${250 + i * 32} L${x + 140},${250 + i * 32}" stroke="#858e98" stroke-width="3"/>`).join('')).join('')
    : art.style === 'yard'
      ? '<rect x="470" y="200" width="260" height="210" fill="#eef0f2"/><rect x="500" y="280" width="200" height="130" fill="#6d8aa6"/><path d="M40,200 Q200,240 360,200 T700,200" stroke="#444" stroke-width="2" fill="none"/>'
        + [60, 110, 160, 210, 260, 310].map((x, i) => `<path d="M${x},${206 + (i % 2) * 8} l14,28 l14,-28Z" fill="${i % 2 ? art.accent : art.primary}"/>`).join('')
      : '<rect x="100" y="140" width="600" height="270" fill="#eef0f2"/><rect x="130" y="220" width="540" height="190" fill="#5f7f9c"/>' + [220, 310, 400, 490, 580].map((x) => `<path d="M${x},220 L${x},410" stroke="#dfe5ea" stroke-width="6"/>`).join('');
  const cars = [160, 380, 600].map((x, i) => `<rect x="${x - 70}" y="420" width="140" height="44" rx="18" fill="${['#f1f3f5', '#b3202a', '#5c636c'][i]}"/><circle cx="${x - 40}" cy="466" r="14" fill="#1d1f22"/><circle cx="${x + 40}" cy="466" r="14" fill="#1d1f22"/>`).join('');
  return svgDocument(800, 500,
    '<rect width="800" height="500" fill="url(#locSky)"/><rect y="410" width="800" height="90" fill="#9aa0a6"/>' + building
    + `<rect x="100" y="96" width="600" height="56" fill="${art.primary}"/><rect x="100" y="148" width="600" height="6" fill="${art.accent}"/>`
    + `<text x="400" y="134" font-family="${FONT}" font-size="30" font-weight="700" fill="#ffffff" text-anchor="middle">${sign}</text>` + cars,
    sky);
}

function logo(art: Extract<ContentArt, { kind: 'logo' }>): string {
  return svgDocument(480, 120,
    `<rect width="480" height="120" fill="#ffffff"/><rect x="10" y="14" width="92" height="92" rx="18" fill="${art.primary}"/>`
    + `<text x="56" y="72" font-family="${FONT}" font-size="${art.mark.length > 2 ? 30 : 38}" font-weight="700" fill="${art.foreground}" text-anchor="middle">${escapeXml(art.mark)}</text>`
    + `<text x="120" y="74" font-family="${FONT}" font-size="${art.text.length > 16 ? 30 : 34}" font-weight="700" fill="#1a1d21">${escapeXml(art.text)}</text>`);
}

function brand(art: Extract<ContentArt, { kind: 'brand' }>): string {
  const size = art.name.length > 12 ? 20 : art.name.length > 8 ? 24 : 30;
  return svgDocument(240, 120,
    `<rect width="240" height="120" fill="#ffffff"/><ellipse cx="120" cy="60" rx="108" ry="46" fill="none" stroke="${art.colour}" stroke-width="5"/>`
    + `<text x="120" y="${60 + size * 0.35}" font-family="${FONT}" font-size="${size}" font-weight="700" letter-spacing="1" fill="${art.colour}" text-anchor="middle">${escapeXml(art.name.toUpperCase())}</text>`);
}

/** The SVG for any non-vehicle artwork. */
export function contentSvg(art: Exclude<ContentArt, { kind: 'vehicle' }>): string {
  switch (art.kind) {
    case 'hero': return hero(art);
    case 'tile': return tile(art);
    case 'location': return location(art);
    case 'logo': return logo(art);
    case 'brand': return brand(art);
  }
}
