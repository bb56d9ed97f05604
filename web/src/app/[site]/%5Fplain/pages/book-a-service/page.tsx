/** /pages/book-a-service without a query string: the service booking of /service at its second address. */
export { default, generateStaticParams, metadata } from '../../service/page';
