import type { CatalogueModel } from '../catalogue/catalogue-types';
import type { Random } from '../random';

const carBase = [
  'Air Conditioning', 'Power Steering', 'Power Windows - Front & Rear', 'Central Locking - Remote/Keyless', 'Cruise Control',
  'Reversing Camera', 'Rear Parking Sensors', 'Bluetooth Audio Streaming', 'Apple CarPlay & Android Auto', 'USB-C Charging Ports',
  'Autonomous Emergency Braking', 'Lane Keep Assist', 'Blind Spot Monitoring', 'Driver & Passenger Airbags', 'Curtain Airbags',
  'Electronic Stability Control', 'Traction Control', 'Hill Start Assist', 'Tyre Pressure Monitoring', 'Alloy Wheels',
];
const premium = ['Leather-Accented Seats', 'Heated Front Seats', 'Power Driver Seat', 'Dual-Zone Climate Control', '360-Degree Camera', 'Head-Up Display', 'Wireless Phone Charger', 'Premium Sound System', 'Sunroof', 'LED Headlights', 'Adaptive Cruise Control', 'Satellite Navigation'];
const offRoad = ['Rear Differential Lock', 'Downhill Assist Control', 'Low Range Transfer Case', 'Trailer Sway Control', 'Underbody Protection'];
const ev = ['Type 2 CCS2 Charging Port', 'Vehicle-to-Load Adaptor', 'Heat Pump', 'Regenerative Braking Modes', 'Over-the-Air Updates'];
const motorcycleBase = ['ABS Brakes', 'LED Lighting', 'Digital Instrument Cluster', 'Slipper Clutch', 'Adjustable Levers', 'Immobiliser'];
const motorcyclePremium = ['Traction Control', 'Riding Modes', 'Quickshifter', 'TFT Display with Bluetooth', 'Cruise Control', 'Cornering ABS'];
const truckBase = ['Air Conditioning', 'Driver Airbag', 'ABS Brakes', 'Electronic Stability Control', 'Reversing Camera', 'Bluetooth', 'Exhaust Brake', 'Cab Tilt Assist', 'Lane Departure Warning'];
const caravanBase = [
  'Queen Bed with Innerspring Mattress', 'Four-Burner Gas Cooktop with Grill', '190L 12V Compressor Fridge', 'Microwave', 'Diesel Heater',
  'Roll-Out Awning', 'Solar Panels 2 x 200W', 'Lithium Battery 200Ah', '3000W Inverter', 'Ensuite with Cassette Toilet',
  'Front Load Washing Machine', '2 x 95L Fresh Water Tanks', 'External Shower', 'Reverse Cycle Air Conditioning', 'Smart TV with Swivel Bracket',
];
const caravanOffRoad = ['Independent Coil Suspension', 'Off-Road Hitch', 'Stone Deflector', 'Grey Water Tank', 'Jerry Can Holders'];

/** The manufacturer's standard equipment list, fuller for higher badges. */
export function standardEquipment(model: CatalogueModel, badgeIndex: number, random: Random): string[] {
  if (model.itemType === 'motorcycle') return [...motorcycleBase, ...motorcyclePremium.slice(0, badgeIndex * 2 + random.int(0, 2))];
  if (model.itemType === 'truck') return truckBase.slice(0, random.int(6, truckBase.length));
  if (model.itemType === 'caravan') {
    const list = caravanBase.slice(0, random.int(9, caravanBase.length));
    return model.model === 'Trooper' || model.model === 'Manta Ray' || model.series === 'Outback' || model.series === 'Off Road' ? [...list, ...caravanOffRoad] : list;
  }
  const list = [...carBase.slice(0, random.int(14, carBase.length))];
  list.push(...premium.slice(0, Math.min(premium.length, badgeIndex * 3 + random.int(0, 2))));
  if (model.drive === '4x4') list.push(...offRoad);
  if (model.fuel === 'Electric') list.push(...ev);
  return list;
}

const carOptions = ['Tow Bar', 'Bull Bar', 'Tonneau Cover', 'Roof Racks', 'Window Tinting', 'Weathershields', 'Rubber Floor Mats', 'Dash Camera', 'Nudge Bar', 'Paint Protection', 'Canopy', 'Snorkel', 'Side Steps', 'Cargo Barrier'];
const bikeOptions = ['Tail Tidy', 'Frame Sliders', 'Heated Grips', 'Aftermarket Exhaust', 'Crash Bars', 'Pannier Racks', 'Phone Mount', 'Tinted Screen'];
const caravanOptions = ['Upgraded 400W Solar', 'Second Spare Wheel', 'Bike Rack', 'Starlink Mount', 'Annexe', 'Extra Jerry Can Holder', 'Gas Bayonet'];

/** Dealer-fitted or owner-added extras: a list on some vehicles, empty on the rest. */
export function fittedFeatures(model: CatalogueModel, random: Random): string[] {
  if (!random.chance(0.45)) return [];
  const pool = model.itemType === 'motorcycle' ? bikeOptions : model.itemType === 'caravan' ? caravanOptions : carOptions;
  const relevant = model.body === 'ute' || model.body === 'cabChassis' || model.itemType !== 'car' ? pool : pool.filter((option) => !['Tonneau Cover', 'Canopy'].includes(option));
  return random.shuffle(relevant).slice(0, random.int(2, 9));
}
