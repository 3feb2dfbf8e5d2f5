'use client';
// The list's price filter: a two-handle slider (0-100,000, step 100, handles 100 apart) and exact min and max
// boxes that apply on Enter.
import { useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PRICE_FILTER } from '@/lib/shared/constants';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import { PRODUCT_LIST_MESSAGES } from '@/lib/shared/messages/product-list';
import { formatRupees } from '@/lib/shared/money';
import { clampPriceRange, filtersFromRange, rangeFromFilters, type PriceRange } from './price-range';

type Props = {
  minPrice?: number;
  maxPrice?: number;
  onApply: (prices: { minPrice?: number; maxPrice?: number }) => void;
  idPrefix: string;
};

export function PriceRangeFilter({ minPrice, maxPrice, onApply, idPrefix }: Props) {
  const [range, setRange] = useState<PriceRange>(() => rangeFromFilters(minPrice, maxPrice));
  // What the last change settled on (after the 100-apart rule); the commit event only knows the raw value.
  const settled = useRef(range);
  const [minText, setMinText] = useState(minPrice === undefined ? '' : String(minPrice));
  const [maxText, setMaxText] = useState(maxPrice === undefined ? '' : String(maxPrice));

  const applyBox = (event: KeyboardEvent<HTMLInputElement>, thumb: 0 | 1) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const typed = Number(
      (thumb === 0 ? minText : maxText).trim() || (thumb === 0 ? PRICE_FILTER.min : PRICE_FILTER.max),
    );
    const next = clampPriceRange(thumb === 0 ? [typed, range[1]] : [range[0], typed], thumb);
    settled.current = next;
    setRange(next);
    onApply(filtersFromRange(next));
  };

  const labelId = `${idPrefix}-price-label`;
  return (
    <Box>
      <Typography id={labelId} component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {PRODUCT_LIST_MESSAGES.priceRange}
      </Typography>
      <Box sx={{ px: 1.25 }}>
        <Slider
          value={range}
          min={PRICE_FILTER.min}
          max={PRICE_FILTER.max}
          step={PRICE_FILTER.step}
          disableSwap
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => formatRupees(value)}
          getAriaLabel={(thumb) => (thumb === 0 ? PRODUCT_LIST_MESSAGES.minPrice : PRODUCT_LIST_MESSAGES.maxPrice)}
          getAriaValueText={(value) => formatRupees(value)}
          onChange={(_event, value, activeThumb) => {
            const next = clampPriceRange(value as PriceRange, activeThumb === 1 ? 1 : 0);
            settled.current = next;
            setRange(next);
            setMinText(next[0] > PRICE_FILTER.min ? String(next[0]) : '');
            setMaxText(next[1] < PRICE_FILTER.max ? String(next[1]) : '');
          }}
          onChangeCommitted={() => onApply(filtersFromRange(settled.current))}
        />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {formatRupees(range[0])} – {formatRupees(range[1])}
        {range[1] >= PRICE_FILTER.max ? '+' : ''}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <TextField
          id={`${idPrefix}-min-price`}
          label={PRODUCT_LIST_MESSAGES.minPrice}
          type="number"
          size="small"
          value={minText}
          onChange={(event) => setMinText(event.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => applyBox(event, 0)}
          slotProps={{
            htmlInput: { min: PRICE_FILTER.min, max: PRICE_FILTER.max, step: PRICE_FILTER.step, inputMode: 'numeric' },
          }}
        />
        <TextField
          id={`${idPrefix}-max-price`}
          label={PRODUCT_LIST_MESSAGES.maxPrice}
          type="number"
          size="small"
          value={maxText}
          onChange={(event) => setMaxText(event.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => applyBox(event, 1)}
          slotProps={{
            htmlInput: { min: PRICE_FILTER.min, max: PRICE_FILTER.max, step: PRICE_FILTER.step, inputMode: 'numeric' },
          }}
        />
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 0.5 }}>
        {CATALOGUE_MESSAGES.pressEnter}
      </Typography>
    </Box>
  );
}
