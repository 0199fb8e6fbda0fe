import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@syna/contracts/format';
import {
  DEFAULT_VAT_RATE,
  grossOf,
  oreToKronor,
  type PricedTypeKind,
  type TypePrice,
  type VatRate,
} from '@syna/contracts/prices';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { useRemoveTypePrice, useSetTypePrice } from '@/features/prices/api';
import { kronorText, parseHundredths } from '@/features/prices/kronor';
import { usePriceTexts } from '@/features/prices/texts';
import { VatSelect } from './vat-select';

interface TypePriceRowProps {
  kind: PricedTypeKind;
  type: { id: string; name: string };
  price: TypePrice | undefined;
}

/** One type's price on the price list: typed in kronor, saved on its own. */
export function TypePriceRow({ kind, type, price }: TypePriceRowProps) {
  const { t } = usePriceTexts();
  const setPrice = useSetTypePrice();
  const removePrice = useRemoveTypePrice();
  const [amount, setAmount] = useState(price ? kronorText(price.unitPrice) : '');
  const [vatRate, setVatRate] = useState<VatRate>(price?.vatRate ?? DEFAULT_VAT_RATE);
  const [articleNumber, setArticleNumber] = useState(price?.articleNumber ?? '');
  const [error, setError] = useState<string | null>(null);
  const busy = setPrice.isPending || removePrice.isPending;
  const ore = parseHundredths(amount);
  const blank = amount.trim() === '';
  const dirty =
    (price ? kronorText(price.unitPrice) : '') !== amount ||
    (price?.vatRate ?? DEFAULT_VAT_RATE) !== vatRate ||
    (price?.articleNumber ?? '') !== articleNumber;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!blank && ore === null) {
      setError(t('list.badAmount'));
      return;
    }
    setError(null);
    try {
      if (ore === null) {
        if (price) await removePrice.mutateAsync({ kind, typeId: type.id });
        showSnackbar({ subject: t('list.typeCleared', { name: type.name }) });
        return;
      }
      await setPrice.mutateAsync({
        kind,
        typeId: type.id,
        body: { unitPrice: ore, vatRate, articleNumber: articleNumber.trim() || null },
      });
      setAmount(kronorText(ore));
      showSnackbar({ subject: t('list.typeSaved', { name: type.name }) });
    } catch {
      // The red snackbar has said why.
    }
  }

  const fieldId = `price-${kind}-${type.id}`;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent) => void save(event)}
      data-testid={`type-price-${type.name}`}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(160px, 2fr) 1.4fr 0.8fr 1.1fr auto' },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, pt: { md: 1 }, fontWeight: 500 }}
        id={fieldId}
      >
        {type.name}
      </Typography>
      <TextField
        size="small"
        label={t('list.price')}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={Boolean(error)}
        helperText={
          error ??
          (ore !== null && !blank
            ? t('list.gross', { amount: formatMoney(oreToKronor(grossOf(ore, vatRate))) })
            : ' ')
        }
        slotProps={{
          htmlInput: {
            inputMode: 'decimal',
            'aria-describedby': fieldId,
            'data-testid': 'type-price-amount',
          },
        }}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      />
      <VatSelect value={vatRate} onChange={setVatRate} label={t('list.vatRate')} disabled={busy} />
      <TextField
        size="small"
        label={t('list.articleNumber')}
        value={articleNumber}
        onChange={(event) => setArticleNumber(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 50 } }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={!dirty || busy}
        aria-label={t('list.saveType', { name: type.name })}
        data-testid="type-price-save"
        sx={{ minHeight: 40, gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      >
        {t('list.save')}
      </Button>
    </Box>
  );
}
