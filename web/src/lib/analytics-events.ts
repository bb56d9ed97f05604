/**
 * SPEC 7 "Analytics events": every event id of the spec's table, by name. Lead forms, the vehicle
 * page, search and sign-in push them to Google Tag Manager's dataLayer with their own fields;
 * failures are logged only (SPEC 8).
 */
export const ANALYTICS_EVENT_ID = {
  usedVehicleView: 4,
  enquiryNew: 14,
  enquiryUsed: 15,
  testDriveNew: 17,
  testDriveUsed: 48,
  offerAccepted: 18,
  generalEnquiry: 22,
  phoneClick: 25,
  calculatorUse: 26,
  codeSent: 36,
  verified: 37,
  saveCar: 39,
  searchPageView: 49,
  careerEnquiry: 51,
  historyReport: 60,
  print: 61,
} as const;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes one event to the dataLayer; an analytics failure never breaks the page. */
export function pushDataLayer(event: Record<string, unknown> & { event: string }): void {
  try {
    window.dataLayer ??= [];
    window.dataLayer.push(event);
  } catch (error) {
    console.warn('Analytics event not recorded', error);
  }
}
