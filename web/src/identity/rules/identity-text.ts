/**
 * Texts of shopper identity. The first group is SPEC.md (sections 5 and 8) verbatim; tests
 * compare against these constants. The second group covers situations the spec leaves open.
 */
export const SPEC_TEXT = {
  required: 'This is a required field.',
  codeLength: 'Code must be 6 digits.',
  invalidCode: 'The verification code is invalid. Please try again.',
  tooMany: 'Too many verification attempts. Please try again later.',
  saved: 'Car Saved In Watchlist',
  removed: 'Car Removed',
} as const;

export const TEXT = {
  mobile: 'Please enter a valid Australian mobile number.',
  phone: 'Please enter a valid Australian phone number.',
  email: 'Please enter a valid email address.',
  badCharacters: 'This field holds characters we cannot accept (control codes or broken symbols). Please retype it.',
  tooLong: (max: number) => `Please use ${max} characters or fewer.`,
  wait: (seconds: number) => `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before asking for a new code.`,
  /** SPEC 9's OTP timeout passed without an answer: nothing typed is lost. */
  timeout: 'Our server did not answer in time. Your phone number and code are still here: please try again.',
  offline: 'We could not reach our server. Please check your connection and try again.',
  unavailable: 'Sign-in is briefly unavailable. Please try again in a minute.',
  badRequest: 'The request could not be read. Please reload the page and try again.',
  unknownSite: 'This website does not offer sign-in.',
  signInRequired: 'Please sign in first.',
  carNotFound: 'This car is no longer listed.',
  carSold: 'This car has been sold, so it can no longer be saved.',
  badCar: 'Please choose a car to save.',
  tooManySaves: 'You have saved and removed cars very often. Please try again in a few minutes.',
  alertLinkUnknown: 'This link is not valid any more. Your alerts may already be off.',
  notYourPhone: 'This phone number is not the one you signed in with.',
} as const;
