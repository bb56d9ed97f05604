/**
 * A vehicle's display title per SPEC 2 "Car card": year, make, model, badge, series, skipping
 * missing parts and feed placeholders ('null').
 */
export type TitledVehicle = {
  year: number | null;
  make: string;
  model: string;
  badge?: string | null;
  series?: string | null;
};

const present = (part: string | number | null | undefined): part is string | number => {
  if (part === null || part === undefined) return false;
  const text = String(part).trim();
  return text !== '' && text.toLowerCase() !== 'null';
};

export function vehicleTitle(vehicle: TitledVehicle): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.badge, vehicle.series]
    .filter(present)
    .map((part) => String(part).trim())
    .join(' ');
}

const CONDITION: Record<'new' | 'demo' | 'used', string> = { new: 'New', demo: 'Demo', used: 'Used' };

/** 'new' → 'New', shown as the condition on cards and in breadcrumbs. */
export function conditionLabel(carType: 'new' | 'demo' | 'used'): string {
  return CONDITION[carType];
}
