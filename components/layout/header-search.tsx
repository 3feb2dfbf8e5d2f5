'use client';
// A real GET form to /products, so searching works before (or without) JavaScript; with it, an empty or
// blank query goes nowhere and the navigation stays on the client.
import type { FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import InputBase from '@mui/material/InputBase';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import { CATALOGUE_MESSAGES, LAYOUT_MESSAGES } from '@/lib/shared/messages';

/** The URL the search form leads to, or null when there is nothing to search for. */
export function searchHref(text: string): string | null {
  const query = text.trim();
  return query ? `/products?${new URLSearchParams({ search: query })}` : null;
}

export function HeaderSearch() {
  const router = useRouter();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('search');
    const href = searchHref(typeof value === 'string' ? value : '');
    if (href) router.push(href);
  };
  return (
    <form role="search" action="/products" method="get" onSubmit={onSubmit} style={{ width: '100%' }}>
      <InputBase
        name="search"
        type="search"
        placeholder={CATALOGUE_MESSAGES.searchPlaceholder}
        slotProps={{ input: { 'aria-label': LAYOUT_MESSAGES.searchLabel, enterKeyHint: 'search', maxLength: 200 } }}
        sx={{
          width: '100%',
          height: 40,
          pl: 2,
          pr: 0.5,
          borderRadius: 5,
          bgcolor: 'grey.100',
          border: 1,
          borderColor: 'grey.300',
          '&.Mui-focused': { borderColor: 'primary.main', boxShadow: (t) => `0 0 0 2px ${t.palette.primary.main}40` },
        }}
        endAdornment={
          <IconButton type="submit" aria-label={LAYOUT_MESSAGES.searchButton} size="small" edge="end">
            <SearchIcon fontSize="small" />
          </IconButton>
        }
      />
    </form>
  );
}
