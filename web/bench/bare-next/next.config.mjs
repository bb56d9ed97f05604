/** The bare app's config: Next's defaults. */
export default {};
