import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { VAT_RATES, type VatRate } from '@syna/contracts/prices';
import { usePriceTexts } from '@/features/prices/texts';

interface VatSelectProps {
  value: VatRate;
  onChange(rate: VatRate): void;
  label: string;
  disabled?: boolean;
  testId?: string;
}

/** One of the Swedish VAT rates (25, 12, 6, 0 %). */
export function VatSelect({ value, onChange, label, disabled, testId }: VatSelectProps) {
  const { t } = usePriceTexts();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value) as VatRate)}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
      sx={{ minWidth: 88 }}
    >
      {VAT_RATES.map((rate) => (
        <MenuItem key={rate} value={rate}>
          {t('vat', { rate })}
        </MenuItem>
      ))}
    </TextField>
  );
}
