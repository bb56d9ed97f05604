export const ENQUIRY_FORM_PROJECTION = `heading, intro, category`;
