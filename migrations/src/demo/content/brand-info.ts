/** Brand colours for the generated logos and a line of copy for each brand page. */
const brands: Record<string, { colour: string; description: string }> = {
  Toyota: { colour: '#eb0a1e', description: "Australia's best-selling brand for more than two decades, from the Corolla and RAV4 Hybrid to the legendary HiLux and LandCruiser." },
  Mazda: { colour: '#101010', description: 'Award-winning design and driver-focused engineering across the CX range, Mazda3, BT-50 and the iconic MX-5.' },
  Ford: { colour: '#003478', description: 'Built Ford Tough: the Ranger, Australia’s favourite ute, the seven-seat Everest and the Mustang.' },
  Hyundai: { colour: '#002c5f', description: 'Five-year unlimited kilometre warranty, hybrid and fully electric choices from i30 to IONIQ 5.' },
  Kia: { colour: '#05141f', description: 'Seven-year unlimited kilometre warranty and capped-price servicing across Sportage, Seltos, Carnival and EV6.' },
  Mitsubishi: { colour: '#e60012', description: 'Triton, Outlander and Pajero Sport with up to 10 years of warranty when serviced on time.' },
  Isuzu: { colour: '#c00000', description: 'Tough, economical D-Max utes and MU-X wagons, plus Australia’s number one truck brand.' },
  Nissan: { colour: '#c3002f', description: 'Navara, X-Trail e-POWER and the mighty Patrol.' },
  Subaru: { colour: '#013c74', description: 'Symmetrical All-Wheel Drive as standard on Outback, Forester and WRX.' },
  Honda: { colour: '#cc0000', description: 'Fixed-price, one-price Honda cars and a full range of road, adventure and dirt motorcycles.' },
  Suzuki: { colour: '#0b4ea2', description: 'Fun, frugal Swift and go-anywhere Jimny, plus adventure-ready V-Strom motorcycles.' },
  Tesla: { colour: '#171a20', description: 'Pre-owned Model 3 and Model Y, inspected and ready to charge.' },
  BYD: { colour: '#3a4a5c', description: 'Electric and plug-in hybrid vehicles including the Atto 3, Seal and Shark 6.' },
  Volkswagen: { colour: '#001e50', description: 'German engineering in the Amarok, Golf and Tiguan.' },
  MG: { colour: '#b5121b', description: 'Value-packed ZS, MG3 and the electric MG4 with a 10-year warranty.' },
  GWM: { colour: '#8a1538', description: 'Cannon utes and Haval SUVs with generous standard equipment.' },
  Holden: { colour: '#b4001e', description: 'Pre-owned Commodore and Colorado, still serviced and loved across Australia.' },
  'Mercedes-Benz': { colour: '#222222', description: 'Pre-owned luxury: C-Class and GLC.' },
  BMW: { colour: '#1c69d4', description: 'Sheer driving pleasure in cars and motorcycles, from the 3 Series to the R 1300 GS.' },
  Audi: { colour: '#1a1a1a', description: 'Quattro all-wheel drive and premium interiors.' },
  Skoda: { colour: '#0e3a2f', description: 'Practical, well-equipped Octavia wagons.' },
  Jeep: { colour: '#374b2b', description: 'Trail-rated Wrangler for serious off-road adventures.' },
  Yamaha: { colour: '#0a2a8c', description: 'MT naked bikes, the Tenere 700 and sport bikes for every licence class.' },
  Kawasaki: { colour: '#2d8a2d', description: 'Ninja sport bikes, the Z range and the KLR650 adventure tourer.' },
  'Harley-Davidson': { colour: '#f26722', description: 'Cruisers and touring bikes with the famous V-twin rumble.' },
  KTM: { colour: '#ff6600', description: 'Ready to Race: Duke naked bikes and Adventure tourers.' },
  Hino: { colour: '#c8102e', description: 'Hino 300 Series light trucks, including the hybrid.' },
  Fuso: { colour: '#d7000f', description: 'Fuso Canter light trucks with dual-clutch transmission.' },
  Iveco: { colour: '#004b87', description: 'Iveco Daily cab chassis for the toughest jobs.' },
  Jayco: { colour: '#0f4d92', description: "Australia's largest caravan maker: Journey, Starcraft, Crossover and Swan." },
  Lotus: { colour: '#1d1d1b', description: 'Lotus Caravans: hand-built off-road vans like the Trooper.' },
  'New Age': { colour: '#b22222', description: 'New Age Caravans: the Manta Ray and the Big Red.' },
  Crusader: { colour: '#5b2c83', description: 'Crusader Caravans: Excalibur and Tempest touring vans.' },
};

export function brandColour(make: string): string {
  return brands[make]?.colour ?? '#333333';
}

export function brandDescription(make: string): string {
  return brands[make]?.description ?? `New and used ${make} vehicles.`;
}
