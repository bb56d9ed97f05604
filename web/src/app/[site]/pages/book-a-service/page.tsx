/** /pages/book-a-service (SPEC 2): the service booking of /service at its second address. */
export { default, metadata } from '../../service/page';
