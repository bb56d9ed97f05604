/**
 * Texts shown by the lead forms. The first group is SPEC.md (sections 5 and 8) verbatim,
 * including its spelling ("occured"); tests compare against these constants, so a change here
 * is a change of the product's words. The second group covers situations the spec leaves open.
 */
export const SPEC_TEXT = {
  required: 'This is a required field.',
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  terms: '*You must agree to the terms of use before submitting.',
  errorBanner: 'Please fix the following errors:',
  optIn: 'Yes, I would like to subscribe to receive latest offers & product updates.',
  enquiryFailed: 'An unexpected error occured',
  genericFailed: 'An error occurred when submitting this form',
  rateLimited: 'Too many verification attempts. Please try again later.',
  valuationSaveFailed: 'Failed to save valuation data',
  leadSubmissionFailed: 'Lead submission failed',
  unknownError: 'An unknown error occurred',
  unknownStepError: 'An unknown error occurred while advancing step',
} as const;

export const TEXT = {
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid Australian phone number.',
  mobile: 'Please enter a valid Australian mobile number.',
  choose: 'Please choose one of the options.',
  /** A dealership the form does not offer: one the site hides (SPEC 6), or another site's. */
  dealershipNotOffered: 'That dealership is not available on this site. Please choose one of the dealerships listed.',
  number: 'Please enter a number.',
  date: 'Please choose a date from today onwards.',
  rego: 'Please enter the registration using letters and numbers only.',
  year: 'Please enter a year between 1950 and next year.',
  tooLong: (max: number) => `Please use ${max} characters or fewer.`,
  keyReused: 'This form was already sent with different details. Please reload the page and send it again.',
  badCharacters: 'This field holds characters we cannot accept (control codes or broken symbols). Please retype it.',
  /** The database is down: the lead could not be stored, so the browser must keep every value. */
  unavailable: 'Sorry, we could not send your details just now: our system is briefly unavailable. Everything you typed is still in the form. Please try again in a minute, or call us.',
  invalidBody: 'The form could not be read. Please reload the page and try again.',
  tooLarge: 'The form is too large to send. Please shorten your message.',
  unknownSite: 'This website is not set up to receive enquiries.',
  offline: 'We could not reach our server. Please check your connection and try again.',
  /** A test-drive time that is not one of the car's offered slots (an old page, or a crafted request). */
  slotNotOffered: 'Please choose one of the times offered.',
  /** Another shopper booked the same slot for the same car first; the form keeps everything else. */
  slotTaken: 'Sorry, someone has just booked that time for this car. Everything you typed is still in the form: please choose another time.',
  tooMany: (minutes: number) => `We have received several forms from you in a short time. Everything you typed is still in the form: please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us.`,
} as const;
