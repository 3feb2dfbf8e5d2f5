// A price breakup in rupees, for the API and the pages (paise stay inside the server).
import { bpToPercent, paiseToRupees } from '@/lib/shared/money';
import type { ApiPriceBreakup } from '@/lib/shared/schemas/catalogue-schema';
import { METAL_GRADES } from './metal-rates';
import { gstRatePercent } from '@/lib/shared/money/gst';
import type { PriceBreakup } from '@/lib/shared/money/breakup';

const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

export function toApiBreakup(b: PriceBreakup): ApiPriceBreakup {
  return {
    kind: b.kind,
    metal_rate: b.rateKey ? METAL_GRADES[b.rateKey].label : null,
    weight_grams: b.weightMg === null ? null : b.weightMg / 1000,
    rate_per_gram: rupeesOrNull(b.ratePaisePerGram),
    metal_value: rupeesOrNull(b.metalValuePaise),
    making_charge:
      b.makingKind === null || b.makingValue === null
        ? null
        : {
            kind: b.makingKind,
            value: b.makingKind === 'percent' ? bpToPercent(b.makingValue) : paiseToRupees(b.makingValue),
          },
    making_charges: rupeesOrNull(b.makingPaise),
    stone_charges: rupeesOrNull(b.stonePaise),
    subtotal: paiseToRupees(b.subtotalPaise),
    gst_percent: gstRatePercent(),
    gst: paiseToRupees(b.gstPaise),
    round_off: paiseToRupees(b.roundOffPaise),
    total: paiseToRupees(b.totalPaise),
  };
}
