/**
 * SPEC 7 analytics ids the vehicle page sends: 4 used vehicle view, 25 phone click, 26
 * calculator use (once, on first interaction), 60 history report, 61 print. Pushed to
 * Google Tag Manager's dataLayer; failures are logged only (SPEC 8).
 */
export const VEHICLE_EVENT = { usedVehicleView: 4, phoneClick: 25, calculatorUse: 26, historyReport: 60, print: 61 } as const;

export type VehicleEventName = keyof typeof VEHICLE_EVENT;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushVehicleEvent(name: VehicleEventName, detail: Record<string, unknown> = {}): void {
  try {
    window.dataLayer ??= [];
    window.dataLayer.push({ event: `vehicle_${name}`, event_id: VEHICLE_EVENT[name], ...detail });
  } catch (error) {
    console.warn('Analytics event not recorded', error);
  }
}

let calculatorUsed = false;

/** Event 26 fires once per page, on the first calculator interaction. */
export function calculatorFirstUse(calculator: string): void {
  if (calculatorUsed) return;
  calculatorUsed = true;
  pushVehicleEvent('calculatorUse', { calculator });
}
