// Old-gold quotes from the browser, and the last quote kept for this tab so checkout can use it.
import 'client-only';
import { apiFetch } from '@/lib/client/api';
import type { ApiExchangeQuote, ExchangeQuoteBody } from '@/lib/shared/selling/old-gold';
import { EXCHANGE_QUOTE_KEY } from '@/lib/shared/storage-keys';

export async function requestQuote(body: ExchangeQuoteBody): Promise<ApiExchangeQuote> {
  const { quote } = await apiFetch<{ quote: ApiExchangeQuote }>('/exchange/quote', { method: 'POST', body });
  try {
    sessionStorage.setItem(EXCHANGE_QUOTE_KEY, JSON.stringify(quote));
  } catch {
    // Storage full or blocked: the quote still shows; checkout simply will not offer it.
  }
  return quote;
}

/** The quote this tab last got, while it is still valid. */
export function savedQuote(): ApiExchangeQuote | null {
  try {
    const raw = sessionStorage.getItem(EXCHANGE_QUOTE_KEY);
    const quote = raw ? (JSON.parse(raw) as ApiExchangeQuote) : null;
    return quote && Date.parse(quote.valid_until) > Date.now() ? quote : null;
  } catch {
    return null;
  }
}

export function forgetQuote(): void {
  try {
    sessionStorage.removeItem(EXCHANGE_QUOTE_KEY);
  } catch {
    // Nothing to forget.
  }
}
