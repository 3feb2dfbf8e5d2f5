// Where product pages live. Cards open /product/{id} (the spec's link); the canonical URL is /products/{id}.
export const productHref = (id: number) => `/product/${id}`;
export const canonicalProductPath = (id: number) => `/products/${id}`;
