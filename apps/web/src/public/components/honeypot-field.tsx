import type { UseFormRegister } from 'react-hook-form';
import Box from '@mui/material/Box';
import { ORDER_HONEYPOT_FIELD } from '@syna/contracts/orders';
import type { OrderFormValues } from '@/public/order-form';
import { usePublicTexts } from '@/public/texts';

/**
 * The field only bots fill in: off screen, out of the tab order and hidden from screen readers,
 * never filled by the browser. The server drops an order that has it filled.
 */
export function HoneypotField({ register }: { register: UseFormRegister<OrderFormValues> }) {
  const { t } = usePublicTexts();
  return (
    <Box
      aria-hidden="true"
      sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label htmlFor="order-honeypot">{t('honeypot')}</label>
      <input
        id="order-honeypot"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...register(ORDER_HONEYPOT_FIELD)}
      />
    </Box>
  );
}
