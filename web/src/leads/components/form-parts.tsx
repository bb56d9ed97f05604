'use client';

import { useFormContext } from 'react-hook-form';
import type { LeadFormRules } from '@/leads/schema/form-rules';
import { CONTACT_METHODS, ENQUIRY_CATEGORIES, YES_NO } from '@/leads/schema/form-choices';
import { SPEC_TEXT } from '@/leads/messages';
import type { LeadVehicle } from '@/leads/lead-vehicle';
import { vehicleHiddenFields } from '@/leads/lead-vehicle';
import { TermsConsentField } from './terms-consent-field';
import { CheckboxField, HiddenFields, RadioField, SelectField, TextAreaField, TextField } from './form-fields';

/** Labels of the shared fields, in the order forms show them. */
export const CONTACT_LABELS = [
  ['name', 'First Name'], ['last_name', 'Last Name'], ['email', 'Email'], ['phone', 'Phone'], ['postcode', 'Postcode'],
  ['PreferredContactMethod', 'Preferred contact method'], ['opt_in', 'Subscribe'], ['terms_conditions', 'Terms of use'],
] as const;
/** The location select's label varies by form ('Service centre'); the summary must use the same words. */
export const placeLabels = (location = 'Location') => [['location', location], ['dealership_slug', 'Preferred dealership']] as const;
export const PLACE_LABELS = placeLabels();
export const MESSAGE_LABEL = ['message', 'Comments'] as const;

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function contactDefaults(): Record<string, unknown> {
  return { name: '', last_name: '', email: '', phone: '', postcode: '', PreferredContactMethod: 'Phone', opt_in: true, terms_conditions: false };
}

export function vehicleDefaults(vehicle: LeadVehicle | null | undefined): Record<string, string> {
  return vehicle ? vehicleHiddenFields(vehicle) : {};
}

export function placeDefaults(rules: LeadFormRules): Record<string, string> {
  return { location: rules.locations.length > 0 ? '' : (rules.defaultLocation ?? ''), dealership_slug: '' };
}

/** Who the shopper is and how to reach them (SPEC 3 lead fields). */
export function ContactFields({ rules, contactMethod = true }: { rules: LeadFormRules; contactMethod?: boolean }) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label="First Name" autoComplete="given-name" required />
        <TextField name="last_name" label="Last Name" autoComplete="family-name" />
        <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />
        <TextField name="phone" label="Phone" type="tel" autoComplete="tel" inputMode="tel" required />
        <TextField name="postcode" label="Postcode" autoComplete="postal-code" inputMode="numeric" maxLength={4} required={rules.postcodeRequired} />
      </div>
      {contactMethod && <RadioField name="PreferredContactMethod" label="Preferred contact method" options={options(CONTACT_METHODS)} required />}
      <CheckboxField name="opt_in" label={SPEC_TEXT.optIn} />
      {rules.termsRequired && (
        <TermsConsentField legal={rules.legal} />
      )}
    </>
  );
}

/** The location and preferred dealership selects, when the rules show them (SPEC 5). */
export function PlaceFields({ rules, locationLabel = 'Location' }: { rules: LeadFormRules; locationLabel?: string }) {
  return (
    <>
      {rules.locations.length > 0 && <SelectField name="location" label={locationLabel} options={rules.locations} placeholder="Choose a location" required />}
      {rules.dealerships.length > 1 && <SelectField name="dealership_slug" label="Preferred dealership" options={rules.dealerships} placeholder="Choose a dealership" required />}
    </>
  );
}

export function CategoryField() {
  return <SelectField name="category" label="Category" options={options(ENQUIRY_CATEGORIES)} required />;
}

export function MessageField({ required, label = 'Comments', hint }: { required: boolean; label?: string; hint?: string }) {
  return <TextAreaField name="message" label={label} required={required} hint={hint} maxLength={2000} />;
}

/** SPEC 3: finance yes/no and do-you-have-a-trade-in; the rego is asked once there is a trade-in. */
export function FinanceAndTradeInFields() {
  const { watch } = useFormContext();
  const tradeIn = watch('do-you-have-a-trade-in') as string | undefined;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <RadioField name="finance" label="Are you interested in finance?" options={options(YES_NO)} />
      <RadioField name="do-you-have-a-trade-in" label="Do you have a trade-in?" options={options(YES_NO)} />
      {tradeIn === 'Yes' && <TextField name="Rego" label="Trade-in rego (optional)" autoComplete="off" maxLength={12} />}
    </div>
  );
}

/** The car a form is about: what the shopper sees, and the hidden fields the lead carries. */
export function VehicleSummary({ vehicle }: { vehicle: LeadVehicle }) {
  return (
    <div className="flex items-center gap-4 rounded-md border border-neutral-300 bg-neutral-50 p-3">
      {vehicle.image && (
        // A plain img: the thumbnail is already small, and forms should not pull in next/image.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={vehicle.image} alt="" width={96} height={72} className="h-18 w-24 rounded object-cover" />
      )}
      <div>
        <p className="font-semibold">{vehicle.title}</p>
        {vehicle.stocknum && <p className="text-sm text-neutral-700">Stock number {vehicle.stocknum}</p>}
      </div>
      <HiddenFields names={Object.keys(vehicleHiddenFields(vehicle))} />
    </div>
  );
}
