// What a provider call comes to: the provider's message id, or the reason it failed (kept on the row).
import 'server-only';

export type ProviderAnswer = { ok: true; providerMessageId: string } | { ok: false; error: string };

export const PROVIDER_TIMEOUT_MS = 15_000;
const MAX_ERROR_LENGTH = 500;

export const failed = (error: string): ProviderAnswer => ({ ok: false, error: error.slice(0, MAX_ERROR_LENGTH) });

/** The answer's JSON, or null when it is none (a proxy's HTML page, an empty body). */
export async function answerJson(response: Response): Promise<Record<string, unknown> | null> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The network's own failure (refused, reset, timed out) as a line for the row. */
export function networkFailure(provider: string, error: unknown): ProviderAnswer {
  const reason = error instanceof Error ? (error.name === 'TimeoutError' ? 'timed out' : error.message) : 'failed';
  return failed(`${provider} could not be reached: ${reason}`);
}
