export const CTA_BUTTONS_PROJECTION = `heading, "buttons": buttons[] { _key, label, href, variant }`;
