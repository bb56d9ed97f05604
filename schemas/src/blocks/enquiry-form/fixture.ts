export const enquiryFormFixture = { _type: 'enquiryForm', _key: 'enquiry-form', heading: 'Enquiry form', intro: 'Start here.', category: 'Service Enquiry' };

export const enquiryFormMinimal = { _type: 'enquiryForm', _key: 'enquiry-form-min' };
