// /product/{id} is the same page as /products/{id} (the card links here; the canonical URL is /products/{id}).
export { default, generateMetadata, generateStaticParams } from '../../products/[id]/page';
