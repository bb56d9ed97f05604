import { ANALYTICS_EVENT_ID, pushDataLayer } from '@/lib/analytics-events';

/**
 * SPEC 7 analytics ids the vehicle page sends: 4 used vehicle view, 25 phone click, 26
 * calculator use (once, on first interaction), 60 history report, 61 print (39, save car or
 * favourite, is sent by the watchlist and favourite buttons). Pushed to Google Tag Manager's dataLayer; failures are logged only (SPEC 8).
 */
export const VEHICLE_EVENT = {
  usedVehicleView: ANALYTICS_EVENT_ID.usedVehicleView,
  phoneClick: ANALYTICS_EVENT_ID.phoneClick,
  calculatorUse: ANALYTICS_EVENT_ID.calculatorUse,
  historyReport: ANALYTICS_EVENT_ID.historyReport,
  print: ANALYTICS_EVENT_ID.print,
} as const;

export type VehicleEventName = keyof typeof VEHICLE_EVENT;

export function pushVehicleEvent(name: VehicleEventName, detail: Record<string, unknown> = {}): void {
  pushDataLayer({ event: `vehicle_${name}`, event_id: VEHICLE_EVENT[name], ...detail });
}

let calculatorUsed = false;

/** Event 26 fires once per page, on the first calculator interaction. */
export function calculatorFirstUse(calculator: string): void {
  if (calculatorUsed) return;
  calculatorUsed = true;
  pushVehicleEvent('calculatorUse', { calculator });
}
