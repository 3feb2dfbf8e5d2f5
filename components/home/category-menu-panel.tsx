'use client';
// The panel under a hovered category: subcategory chips, 'Recent Products', and a price slider whose
// 'Apply Filter' opens the filtered list.
import { useState } from 'react';
import { Picture } from '@/components/media/picture';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useRouter } from 'next/navigation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { MENU_PRICE_SLIDER, PRICE_FILTER } from '@/lib/shared/constants';
import { HOME_MESSAGES } from '@/lib/shared/messages/home';
import { PRODUCT_LIST_MESSAGES } from '@/lib/shared/messages/product-list';
import { formatRupees } from '@/lib/shared/money';
import { FIXED_IMAGE_CLASS } from '@/components/catalogue/fixed-image';
import { imageSrc, isRemoteImage } from '@/lib/shared/catalogue/image-src';
import { clampPriceRange, type PriceRange } from '@/components/catalogue/price-range';
import { productListHref } from '@/lib/shared/catalogue/product-list-query';
import { canonicalProductPath } from '@/lib/shared/catalogue/product-links';
import type { MenuPanelData } from './category-menu-data';
import { MuiScope } from '@/components/layout/mui-theme';

const MENU_BOUNDS = { ...MENU_PRICE_SLIDER, minDistance: PRICE_FILTER.minDistance };

type Props = { id: string; category: { id: number; name: string }; data: MenuPanelData };

export function CategoryMenuPanel({ id, category, data }: Props) {
  const router = useRouter();
  const [range, setRange] = useState<PriceRange>(MENU_PRICE_SLIDER.defaultRange);
  const headingId = `${id}-heading`;

  return (
    <MuiScope>
      <Paper
        id={id}
        role="region"
        aria-labelledby={headingId}
        elevation={8}
        square
        sx={{ position: 'absolute', left: 0, right: 0, top: '100%', zIndex: 1000, py: 3 }}
      >
        <Container
          maxWidth="lg"
          sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1.4fr 1fr' } }}
        >
          <div>
            <Typography id={headingId} component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
              {category.name}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {data.subcategories.map((sub) => (
                <Chip
                  key={sub.id}
                  component={Link}
                  href={productListHref({ categoryId: sub.id })}
                  label={sub.name}
                  clickable
                  variant="outlined"
                />
              ))}
            </Box>
          </div>
          <div>
            <Typography component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
              {HOME_MESSAGES.recentProducts}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {data.products.map((product) => {
                const src = imageSrc(product.image);
                return (
                  <li key={product.id}>
                    <Box
                      component={Link}
                      href={canonicalProductPath(product.id)}
                      sx={{
                        display: 'flex',
                        alignItems: 'center',
                        gap: 1.5,
                        color: 'inherit',
                        textDecoration: 'none',
                        borderRadius: 1,
                        p: 0.5,
                        '&:hover': { bgcolor: 'action.hover' },
                      }}
                    >
                      <Box
                        sx={{
                          position: 'relative',
                          width: 48,
                          height: 48,
                          flexShrink: 0,
                          borderRadius: 1,
                          overflow: 'hidden',
                          bgcolor: 'grey.100',
                        }}
                      >
                        {src && (
                          <Picture
                            src={src}
                            alt={product.alt}
                            width={48}
                            height={48}
                            unoptimized={isRemoteImage(src)}
                            className={FIXED_IMAGE_CLASS}
                          />
                        )}
                      </Box>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
                          {product.name}
                        </Typography>
                        <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 700 }}>
                          {formatRupees(product.price)}
                        </Typography>
                      </Box>
                    </Box>
                  </li>
                );
              })}
            </Box>
          </div>
          <div>
            <Typography id={`${id}-price`} component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
              {PRODUCT_LIST_MESSAGES.priceRange}
            </Typography>
            <Box sx={{ px: 1.5 }}>
              <Slider
                value={range}
                min={MENU_PRICE_SLIDER.min}
                max={MENU_PRICE_SLIDER.max}
                step={MENU_PRICE_SLIDER.step}
                onChange={(_event, value, activeThumb) =>
                  setRange(clampPriceRange(value as PriceRange, activeThumb === 1 ? 1 : 0, MENU_BOUNDS))
                }
                valueLabelDisplay="auto"
                valueLabelFormat={(value) => formatRupees(value)}
                getAriaLabel={(thumb) =>
                  thumb === 0 ? PRODUCT_LIST_MESSAGES.minPrice : PRODUCT_LIST_MESSAGES.maxPrice
                }
                getAriaValueText={(value) => formatRupees(value)}
                disableSwap
              />
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              {formatRupees(range[0])} – {formatRupees(range[1])}
            </Typography>
            <Button
              variant="contained"
              onClick={() =>
                router.push(productListHref({ categoryId: category.id, minPrice: range[0], maxPrice: range[1] }))
              }
            >
              {HOME_MESSAGES.applyFilter}
            </Button>
          </div>
        </Container>
      </Paper>
    </MuiScope>
  );
}
