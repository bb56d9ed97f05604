/** /our-location/{slug} (SPEC 2): the location page of /locations/{slug} at its second address. */
export { default, generateMetadata, generateStaticParams } from '../../locations/[location]/page';
