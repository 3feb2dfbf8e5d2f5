// The settings form's colours, a live preview of header, page and footer, and a warning where a text pair the
// shop shows falls below WCAG AA contrast.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { contrastRatio, WCAG_AA_TEXT } from '@/lib/shared/theme/contrast';
import type { ThemeColors } from '@/lib/shared/schemas/settings-schema';
import { SectionHeading } from './section-heading';
import { settingsField, type FieldArgs, type SectionProps } from './settings-field';

const COLOR_LABELS: Record<keyof ThemeColors, string> = {
  primary_color: 'Primary',
  secondary_color: 'Secondary',
  accent_color: 'Accent',
  background_color: 'Page background',
  text_color: 'Text',
  footer_background: 'Footer background',
  footer_text: 'Footer text',
  button_primary: 'Button',
  button_hover: 'Button hover',
  success_color: 'Success',
  warning_color: 'Warning',
  error_color: 'Error',
};

/** Text pairs the shop shows, checked against WCAG AA. */
const PAIRS: [keyof ThemeColors | '#ffffff', keyof ThemeColors, string][] = [
  ['#ffffff', 'primary_color', 'White text on the primary colour (header, buttons)'],
  ['#ffffff', 'button_primary', 'White text on buttons'],
  ['text_color', 'background_color', 'Text on the page background'],
  ['footer_text', 'footer_background', 'Footer text on its background'],
];

const PREVIEW_SX = { borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' } as const;

export function ColourFields({ form, set, err }: SectionProps) {
  const field = (...args: FieldArgs) => settingsField(err, ...args);
  const colors = form.theme_colors;
  const colorOf = (c: keyof ThemeColors | '#ffffff') => (c === '#ffffff' ? c : colors[c]);
  const weak = PAIRS.filter(([fg, bg]) => contrastRatio(colorOf(fg), colorOf(bg)) < WCAG_AA_TEXT);
  return (
    <>
      <SectionHeading title="Colours" />
      <Grid container spacing={2}>
        {(Object.keys(COLOR_LABELS) as (keyof ThemeColors)[]).map((key) => (
          <Grid key={key} size={{ xs: 6, sm: 4, md: 3 }}>
            {field(
              COLOR_LABELS[key],
              colors[key],
              (v) => set('theme_colors', { ...colors, [key]: v }),
              `theme_colors.${key}`,
              { type: 'color' },
            )}
          </Grid>
        ))}
      </Grid>
      <Box aria-label="Preview" role="group" sx={PREVIEW_SX}>
        <Box sx={{ bgcolor: colors.primary_color, color: '#fff', px: 2, py: 1.5, fontWeight: 600 }}>
          {form.company.name}
        </Box>
        <Box sx={{ bgcolor: colors.background_color, color: colors.text_color, px: 2, py: 2 }}>
          Handcrafted pieces, made to order.{' '}
          <Box
            component="span"
            sx={{ bgcolor: colors.button_primary, color: '#fff', px: 1.5, py: 0.5, borderRadius: 1, ml: 1 }}
          >
            Add to Cart
          </Box>
        </Box>
        <Box sx={{ bgcolor: colors.footer_background, color: colors.footer_text, px: 2, py: 1 }}>
          {form.copyright || '©'}
        </Box>
      </Box>
      {weak.length ? (
        <Alert severity="warning">
          Hard to read (below WCAG AA, 4.5:1): {weak.map(([, , label]) => label).join('; ')}.
        </Alert>
      ) : null}
    </>
  );
}
