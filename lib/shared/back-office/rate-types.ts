// The back office's metal-rate answers: the rates, their history, and what a change would re-price.
import type { MetalRateKey } from '@/lib/shared/pricing/metal-rates';

/** A metal and purity's rate per gram, in rupees before GST; null until the owner sets it. */
export type AdminMetalRate = {
  key: MetalRateKey;
  label: string;
  rate_per_gram: number | null;
  updated_at: string | null;
  updated_by: string | null;
};

export type AdminRateChange = {
  id: number;
  key: MetalRateKey;
  label: string;
  rate_per_gram: number;
  previous_rate_per_gram: number | null;
  repriced_count: number;
  changed_by: string;
  created_at: string;
};

/** One piece a rate change would re-price, with its price before and after (rupees, with GST). */
export type RatePreviewPiece = { id: number; name: string; old_price: number; new_price: number };

/** What a rate change would do, shown before an unusual one is confirmed. */
export type RateChangePreview = { count: number; largest: RatePreviewPiece[] };

/** What saving a rate would do, asked before every change (rates in rupees per gram; current null when unset). */
export type RateChangeCheck = {
  current: number | null;
  proposed: number;
  change_percent: number | null;
  unusual: boolean;
  message: string | null;
  preview: RateChangePreview;
};

/** The 409 answer to an unusual rate change (RATE_CHANGE_UNUSUAL), rates in rupees per gram. */
export type UnusualRateChange = {
  message: string;
  error_code: string;
  current: number;
  proposed: number;
  change_percent: number;
  preview: RateChangePreview;
};
