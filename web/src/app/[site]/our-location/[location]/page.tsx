/** /our-location/{slug} (SPEC 2): the location page of /locations/{slug} at its second address. */
export { default, generateMetadata } from '../../locations/[location]/page';
