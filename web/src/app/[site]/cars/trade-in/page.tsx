/** /cars/trade-in (SPEC 2): the trade-in valuation of /trade-in at its second address. */
export { default, metadata } from '../../trade-in/page';
