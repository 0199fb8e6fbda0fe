import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PublicOrderReceipt } from '@syna/contracts/orders';
import { usePublicTexts } from '@/public/texts';

interface OrderReceiptProps {
  receipt: PublicOrderReceipt;
  onAnother(): void;
}

/** The firm's "order completed" header and text (ours when the firm has none) and the order number. */
export function OrderReceipt({ receipt, onAnother }: OrderReceiptProps) {
  const { t } = usePublicTexts();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: the heading takes the focus, so screen readers announce the outcome.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="order-completed"
      sx={{ p: { xs: 2, sm: 4 } }}
    >
      <Typography
        id="order-completed"
        ref={headingRef}
        tabIndex={-1}
        variant="h1"
        sx={{ mb: 2, outline: 'none' }}
        data-testid="order-completed-header"
      >
        {receipt.header ?? t('receipt.header')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', mb: 3 }}>{receipt.text ?? t('receipt.text')}</Typography>
      <Typography sx={{ mb: 3 }}>
        {t('receipt.number')}:{' '}
        <Typography component="strong" sx={{ fontWeight: 700 }} data-testid="order-number">
          {receipt.number}
        </Typography>
      </Typography>
      <Button variant="outlined" onClick={onAnother}>
        {t('receipt.another')}
      </Button>
    </Paper>
  );
}
