// The four catalogue pages the browser benchmarks audit (bench-lighthouse, bench-main-thread): home, the list,
// the first product's page and the categories, each with the path its report prints (the product as {id}).
export async function catalogueAuditPages(base) {
  const { products } = await (await fetch(`${base}/api/v1/products?per_page=1`)).json();
  const productPath = `/products/${products[0].id}`;
  return [
    { name: 'home', route: '/', shown: '/' },
    { name: 'list', route: '/products', shown: '/products' },
    { name: 'product', route: productPath, shown: '/products/{id}' },
    { name: 'categories', route: '/categories', shown: '/categories' },
  ];
}
