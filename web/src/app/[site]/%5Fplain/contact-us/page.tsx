/** /contact-us without a query string: the contact page of /contact at its second address. */
export { default, generateStaticParams, metadata } from '../contact/page';
