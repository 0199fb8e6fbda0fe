import { useId } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import FormatColorResetOutlinedIcon from '@mui/icons-material/FormatColorResetOutlined';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { contrastText, normalizeHex } from '@/lib/ui/contrast-text';
import { paletteEntry, STATUS_PALETTE } from '@/features/lookups/status-colors';
import { useLookupsTexts } from '@/features/lookups/texts';
import { StatusChip } from './status-chip';

interface ColorPaletteFieldProps {
  value: string | null;
  onChange(color: string | null): void;
  /** The name the preview shows. */
  previewName: string;
}

const swatchSize = 32;

/** A small palette of status colours (or none), with a preview of the name on the chosen colour. */
export function ColorPaletteField({ value, onChange, previewName }: ColorPaletteFieldProps) {
  const { t } = useLookupsTexts();
  const labelId = useId();
  const current = value ? normalizeHex(value) : null;
  const custom = current && !paletteEntry(current) ? current : null;
  const options = [
    ...STATUS_PALETTE.map((entry) => ({ color: entry.color, label: t(`colors.${entry.name}`) })),
    ...(custom ? [{ color: custom, label: t('colors.custom', { color: custom }) }] : []),
  ];
  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} component="div" sx={{ mb: 1 }}>
        {t('fields.color')}
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        value={current ?? 'none'}
        onChange={(_event, next: string | null) => {
          // Clicking the chosen swatch again keeps it; "none" clears the colour.
          if (next === null) return;
          onChange(next === 'none' ? null : next);
        }}
        sx={{
          flexWrap: 'wrap',
          gap: 0.75,
          '& .MuiToggleButtonGroup-grouped': { border: 0, borderRadius: '50% !important', m: 0 },
        }}
      >
        <ToggleButton value="none" aria-label={t('colors.none')} title={t('colors.none')} sx={{ p: 0.25 }}>
          <Box
            sx={{
              width: swatchSize,
              height: swatchSize,
              borderRadius: '50%',
              border: 2,
              borderColor: current === null ? 'primary.main' : 'divider',
              display: 'grid',
              placeItems: 'center',
              color: 'text.secondary',
            }}
          >
            <FormatColorResetOutlinedIcon fontSize="small" />
          </Box>
        </ToggleButton>
        {options.map((option) => (
          <ToggleButton
            key={option.color}
            value={option.color}
            aria-label={option.label}
            title={option.label}
            sx={{ p: 0.25 }}
          >
            <Box
              sx={{
                width: swatchSize,
                height: swatchSize,
                borderRadius: '50%',
                bgcolor: option.color,
                color: contrastText(option.color),
                display: 'grid',
                placeItems: 'center',
                outline: current === option.color ? 3 : 0,
                outlineColor: 'primary.main',
                outlineOffset: 2,
              }}
            >
              {current === option.color && <CheckIcon fontSize="small" />}
            </Box>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ color: 'text.secondary', typography: 'body2' }}>
          {t('fields.preview')}:
        </Box>
        <StatusChip name={previewName.trim() || t('fields.name')} color={current} />
      </Box>
    </Box>
  );
}
