import type { BlockComponent } from '../block-types';
import { FixedFeature } from '../fixed-feature/fixed-feature';

/** Fixed block: links to the contact page and its enquiry form. */
export const EnquiryForm: BlockComponent<'enquiryForm'> = ({ heading, intro }) => (
  <FixedFeature heading={heading} intro={intro} fallbackHeading="Send us an enquiry" href="/contact-us" label="Enquire Now" />
);
