import type { LeadVehicle } from '@/leads/lead-vehicle';
import type { LeadFormRules } from '@/leads/schema/form-rules';
import type { StoredLead } from './lead-form-shell';

/**
 * Props of the forms a vehicle page opens (enquiry, test drive, request photos, find similar).
 * Build them on the server with `vehicleLeadForms(site, vehicle)` (web/src/leads/server/lead-pages.ts)
 * so the rules match what the route handler validates.
 */
export type VehicleFormProps = {
  rules: LeadFormRules;
  /** The car the lead is about; omit for a general form. */
  vehicle?: LeadVehicle | null;
  /** Shown on /success ("sent to …"). */
  dealerName?: string | null;
  /** Called after the lead is stored instead of going to /success (e.g. a modal showing its own thanks). */
  onStored?: (stored: StoredLead) => void;
  /** Heading level text is the caller's; this labels the submit button. */
  submitLabel?: string;
};
