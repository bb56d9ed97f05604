/** /finance-enquiry (SPEC 2): the finance page of /finance at its second address. */
export { default, metadata } from '../finance/page';
