/** Genuine accessories a dealer fits, in the order a catalogue lists them (SPEC 2 /{model}/accessories). */
const ACCESSORIES = [
  'All-weather floor mats', 'Carpet floor mats', 'Cargo liner', 'Cargo barrier', 'Cargo net', 'Seat covers (front)', 'Seat covers (rear)',
  'Tow bar and tongue', 'Trailer wiring harness', 'Roof racks', 'Roof rack cross bars', 'Bike carrier', 'Kayak carrier', 'Roof pod',
  'Weathershields', 'Bonnet protector', 'Headlight protectors', 'Nudge bar', 'Bull bar', 'Side steps', 'Mud flaps (front)', 'Mud flaps (rear)',
  'Rear spoiler', 'Door edge protectors', 'Scuff plates', 'Paint protection film', 'Window tint', 'Dash camera', 'Reversing camera',
  'Parking sensors (front)', 'Parking sensors (rear)', 'Wireless phone charger', 'USB-C charging kit', 'First aid kit', 'Emergency triangle',
  'Fire extinguisher', 'Pet barrier', 'Boot organiser', 'Sun shades', 'Alloy wheel upgrade', 'Wheel locking nuts', 'Spare wheel cover',
  'LED driving lights', 'Light bar', 'Snorkel', 'Canopy', 'Tonneau cover', 'Tub liner', 'Sports bar', 'Long-range fuel tank', 'Recovery kit',
  'Under-body protection', 'Rubber boot mat',
] as const;

/** The first `count` accessories of the list: the model's accessories_count says how many it has. */
export function accessoriesFor(count: number): string[] {
  return ACCESSORIES.slice(0, Math.max(0, Math.min(count, ACCESSORIES.length)));
}
