// Next 16's middleware. Product URLs with a non-numeric id name nothing: send the shopper to the list.
import { NextResponse, type NextRequest } from 'next/server';

const PRODUCT_PATH = /^\/products?\/([^/]+)\/?$/;

export function proxy(request: NextRequest) {
  const match = PRODUCT_PATH.exec(request.nextUrl.pathname);
  if (match && !/^\d+$/.test(match[1])) {
    return NextResponse.redirect(new URL('/products', request.url));
  }
  return NextResponse.next();
}

export const config = { matcher: ['/product/:path*', '/products/:path*'] };
