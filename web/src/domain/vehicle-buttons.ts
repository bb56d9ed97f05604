import type { SiteConfig } from '@dealer/schemas/content/site';

/**
 * SPEC 5 "button rules" for the vehicle page sidebar: the tenant's button list, filtered by what
 * the car allows. Trade-in only when permitted; reserve only when checkout is enabled (for the
 * tenant and the car) and the amount is not null or $0; history report only with a file; chat
 * only where the tenant has chat; sold cars keep only the buttons that still make sense.
 */
export type VehicleButton = SiteConfig['buttons']['vehicle'][number];

export type ButtonVehicle = {
  trade_in_permitted: boolean;
  checkout_enabled: boolean;
  reserve_amount: number | null;
  reserved?: boolean;
  file: string | null;
  available: boolean;
};

const SOLD_BUTTONS: ReadonlySet<VehicleButton> = new Set(['call', 'share', 'print', 'location']);

export function vehicleButtons(buttons: readonly VehicleButton[], vehicle: ButtonVehicle, site: { checkout: boolean; chat: boolean }): VehicleButton[] {
  return buttons.filter((button) => {
    if (!vehicle.available && !SOLD_BUTTONS.has(button)) return false;
    switch (button) {
      case 'tradeIn':
        return vehicle.trade_in_permitted;
      case 'reserve':
        return site.checkout && vehicle.checkout_enabled && !vehicle.reserved;
      case 'historyReport':
        return Boolean(vehicle.file);
      case 'chat':
        return site.chat;
      default:
        return true;
    }
  });
}

/**
 * Buy online (SPEC 2 /checkout-journey) is offered wherever the car can be reserved and has a
 * price to buy it at: one rule for the vehicle page's button and the car cards'.
 */
export function sellsOnline(canReserve: boolean, price: number | null): boolean {
  return canReserve && (price ?? 0) > 0;
}

/** The reserve amount to show, or null when it is null or $0 (SPEC 5). */
export function reserveAmount(amount: number | null): number | null {
  return amount !== null && amount > 0 ? amount : null;
}

/** SPEC 4 "Phone reveal": only the first 5 characters are visible until the visitor clicks. */
export const PHONE_MASK_VISIBLE = 5;

export function maskPhone(phone: string): string {
  const visible = phone.slice(0, PHONE_MASK_VISIBLE);
  return `${visible}${phone.slice(PHONE_MASK_VISIBLE).replace(/\d/g, 'X')}`;
}
