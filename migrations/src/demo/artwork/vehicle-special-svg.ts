import type { Paint } from './vehicle-svg';

/** Motorcycles and caravans do not fit the car profile model, so they are drawn separately. */

function bikeWheel(cx: number): string {
  return `<circle cx="${cx}" cy="385" r="86" fill="#1d1f22"/><circle cx="${cx}" cy="385" r="66" fill="#e9ecef"/>`
    + `<circle cx="${cx}" cy="385" r="60" fill="#2b2e32"/><circle cx="${cx}" cy="385" r="16" fill="#9aa1a8"/>`
    + `<path d="M${cx - 58},385 L${cx + 58},385 M${cx},327 L${cx},443 M${cx - 41},344 L${cx + 41},426 M${cx - 41},426 L${cx + 41},344" stroke="#5a6168" stroke-width="5"/>`;
}

function motorcycleSide(paint: Paint): string {
  return '<ellipse cx="400" cy="474" rx="290" ry="14" fill="#000" opacity="0.22"/>'
    + bikeWheel(225) + bikeWheel(580)
    + '<path d="M225,385 L360,300 L470,300 L580,385" stroke="#3a3f45" stroke-width="14" fill="none"/>'
    + '<path d="M580,385 L520,200" stroke="#8a9097" stroke-width="16"/><path d="M505,190 L545,160" stroke="#1d1f22" stroke-width="10" stroke-linecap="round"/>'
    + '<rect x="355" y="300" width="120" height="92" rx="14" fill="#4b5157"/><path d="M365,392 L300,420 L250,410" stroke="#9aa1a8" stroke-width="12" fill="none"/>'
    + `<path d="M360,252 Q420,205 505,232 L500,292 L372,298Z" fill="${paint.base}" stroke="${paint.shade}" stroke-width="3"/>`
    + `<path d="M380,250 Q420,228 470,236" stroke="${paint.light}" stroke-width="6" fill="none"/>`
    + '<path d="M230,262 L370,262 L372,292 L250,290Z" fill="#1b1d20"/>'
    + `<path d="M200,290 L250,262 L262,300 L205,310Z" fill="${paint.base}"/>`
    + '<ellipse cx="540" cy="232" rx="20" ry="24" fill="#fff4c7" stroke="#6b7178" stroke-width="4"/>';
}

function caravanSide(paint: Paint): string {
  return '<ellipse cx="420" cy="474" rx="330" ry="16" fill="#000" opacity="0.22"/>'
    + '<path d="M650,400 L770,440" stroke="#3a3f45" stroke-width="12"/><rect x="730" y="420" width="14" height="40" fill="#5a6168"/><circle cx="737" cy="462" r="9" fill="#1d1f22"/>'
    + '<path d="M150,418 L150,206 Q152,180 178,178 L596,178 Q626,180 646,214 L652,418Z" fill="#f6f7f8" stroke="#b9c0c7" stroke-width="3"/>'
    + '<rect x="150" y="372" width="502" height="46" fill="#2e3236"/>'
    + `<path d="M150,330 L652,330 L652,356 L150,356Z" fill="${paint.base}"/><path d="M150,316 L652,316" stroke="${paint.shade}" stroke-width="5"/>`
    + '<rect x="196" y="232" width="110" height="62" rx="12" fill="#2a3138"/><rect x="452" y="232" width="132" height="62" rx="12" fill="#2a3138"/>'
    + '<rect x="338" y="226" width="70" height="146" rx="6" fill="#e6e9ec" stroke="#a7aeb5" stroke-width="3"/><circle cx="396" cy="304" r="4" fill="#555"/>'
    + '<rect x="560" y="150" width="60" height="28" rx="4" fill="#d9dde1"/><rect x="230" y="154" width="120" height="24" rx="4" fill="#3b4a5a"/>'
    + '<circle cx="390" cy="426" r="40" fill="#1d1f22"/><circle cx="390" cy="426" r="20" fill="#a8afb6"/>'
    + '<circle cx="476" cy="426" r="40" fill="#1d1f22"/><circle cx="476" cy="426" r="20" fill="#a8afb6"/>';
}

export function specialSide(body: 'motorcycle' | 'caravan', paint: Paint): string {
  return body === 'motorcycle' ? motorcycleSide(paint) : caravanSide(paint);
}

export function specialRear(body: 'motorcycle' | 'caravan', paint: Paint): string {
  if (body === 'motorcycle') {
    return '<ellipse cx="400" cy="474" rx="120" ry="14" fill="#000" opacity="0.22"/>'
      + '<rect x="370" y="330" width="60" height="140" rx="24" fill="#1d1f22"/>'
      + `<path d="M330,250 Q400,200 470,250 L450,320 L350,320Z" fill="${paint.base}" stroke="${paint.shade}" stroke-width="3"/>`
      + '<rect x="365" y="300" width="70" height="22" rx="6" fill="#c8202b"/><rect x="378" y="326" width="44" height="30" fill="#f7f7f2" stroke="#333" stroke-width="2"/>'
      + '<path d="M250,170 L550,170" stroke="#1d1f22" stroke-width="10" stroke-linecap="round"/><circle cx="240" cy="150" r="18" fill="#2a2e33"/><circle cx="560" cy="150" r="18" fill="#2a2e33"/>';
  }
  return '<ellipse cx="400" cy="476" rx="260" ry="16" fill="#000" opacity="0.22"/>'
    + '<rect x="190" y="150" width="420" height="282" rx="26" fill="#f6f7f8" stroke="#b9c0c7" stroke-width="3"/>'
    + `<rect x="190" y="318" width="420" height="26" fill="${paint.base}"/>`
    + '<rect x="300" y="190" width="200" height="80" rx="12" fill="#2a3138"/><rect x="190" y="360" width="420" height="72" fill="#2e3236"/>'
    + '<rect x="206" y="372" width="56" height="26" rx="6" fill="#c8202b"/><rect x="538" y="372" width="56" height="26" rx="6" fill="#c8202b"/>'
    + '<rect x="340" y="378" width="120" height="32" fill="#f7f7f2" stroke="#333" stroke-width="2"/>'
    + '<rect x="230" y="430" width="60" height="40" rx="8" fill="#1d1f22"/><rect x="510" y="430" width="60" height="40" rx="8" fill="#1d1f22"/>'
    + '<rect x="360" y="92" width="80" height="58" rx="4" fill="#d9dde1"/>';
}

/** "Interior": a cockpit for a bike, the living area for a caravan. */
export function specialInterior(body: 'motorcycle' | 'caravan', paint: Paint): string {
  if (body === 'motorcycle') {
    return '<rect width="800" height="600" fill="url(#sky)"/><rect y="330" width="800" height="270" fill="#8e9399"/>'
      + '<path d="M400,330 L340,600 M400,330 L460,600" stroke="#e9e6d8" stroke-width="6"/>'
      + `<ellipse cx="400" cy="610" rx="230" ry="170" fill="${paint.base}" stroke="${paint.shade}" stroke-width="6"/>`
      + '<path d="M90,300 Q400,240 710,300" stroke="#1d1f22" stroke-width="22" fill="none" stroke-linecap="round"/>'
      + '<rect x="300" y="250" width="200" height="120" rx="24" fill="#15171a"/><circle cx="360" cy="310" r="42" fill="#0d1b2a" stroke="#58a6ff" stroke-width="4"/>'
      + '<rect x="412" y="282" width="70" height="56" rx="6" fill="#2b6ca3"/>';
  }
  return '<rect width="800" height="600" fill="#efe9de"/><rect y="470" width="800" height="130" fill="#8b6f52"/>'
    + '<rect x="250" y="80" width="300" height="150" rx="16" fill="#9cc7e8" stroke="#d7d0c3" stroke-width="12"/>'
    + '<rect x="60" y="300" width="420" height="170" rx="14" fill="#f8f8f6" stroke="#d1cabc" stroke-width="4"/><rect x="60" y="280" width="420" height="40" rx="14" fill="#d7dde3"/>'
    + '<rect x="90" y="330" width="120" height="60" rx="20" fill="#ffffff" stroke="#cfd5db" stroke-width="3"/><rect x="230" y="330" width="120" height="60" rx="20" fill="#ffffff" stroke="#cfd5db" stroke-width="3"/>'
    + `<rect x="520" y="250" width="230" height="220" fill="#d9c7ad"/><rect x="520" y="240" width="230" height="18" fill="${paint.base}"/>`
    + '<rect x="540" y="280" width="90" height="80" rx="4" fill="#cdb89b"/><rect x="640" y="280" width="90" height="80" rx="4" fill="#cdb89b"/>'
    + `<rect x="40" y="40" width="720" height="30" fill="#d9c7ad"/><rect x="40" y="66" width="720" height="8" fill="${paint.base}"/>`;
}
