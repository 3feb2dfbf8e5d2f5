// Next 16's middleware: request-level rules that hold before any route runs.
import { NextResponse, type NextRequest } from 'next/server';
import { isCrossSiteWrite } from '@/lib/server/http/same-origin';

const PRODUCT_PATH = /^\/products?\/([^/]+)\/?$/;

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;

  if (pathname.startsWith('/api/') && isCrossSiteWrite(request.method, request.headers)) {
    return NextResponse.json({ message: 'Cross-site request refused', error_code: 'CROSS_SITE_REQUEST' }, { status: 403 });
  }

  // Product URLs with a non-numeric id name nothing: send the shopper to the list.
  const match = PRODUCT_PATH.exec(pathname);
  if (match && !/^\d+$/.test(match[1])) return NextResponse.redirect(new URL('/products', request.url));

  return NextResponse.next();
}

export const config = { matcher: ['/api/:path*', '/product/:path*', '/products/:path*'] };
