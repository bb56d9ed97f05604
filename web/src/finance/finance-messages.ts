/** SPEC 8 "Customer creation and lead failures": shown in a destructive alert, verbatim. */
export const FINANCE_TEXT = {
  customerFailed: 'Failed to create customer with the provider',
  leadFailed: 'Lead submission failed',
  noRedirect: 'Failed to create customer or no redirect URL received',
  unknown: 'An unknown error occurred',
  unknownVerification: 'An unknown error occurred during verification',
  unknownStep: 'An unknown error occurred while advancing step',
  /** What the spec leaves open. */
  quoteUnavailable: 'We could not get an estimate just now. You can still continue and our finance team will quote for you.',
  applicationExpired: 'This application has expired. Please start again.',
  verifyPhone: 'Please verify your mobile number with the 6-digit code we send you.',
} as const;
