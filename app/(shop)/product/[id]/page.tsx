// /product/{id} is the same page as /products/{id} (the card links here; the canonical URL is /products/{id}).
export { default, generateMetadata, generateStaticParams } from '../../products/[id]/page';

// Route segment config must be written in each file (Next reads it statically); keep equal to the original.
export const revalidate = 60;
