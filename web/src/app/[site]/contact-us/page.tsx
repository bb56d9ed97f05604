/** /contact-us (SPEC 2): the contact page of /contact at its second address. */
export { default, metadata } from '../contact/page';
