import type { UseFormRegister } from 'react-hook-form';
import { ORDER_HONEYPOT_FIELD } from '@syna/contracts/public-orders';
import type { OrderFormValues } from '@/public/order-form';
import { t } from '@/public/texts';

/**
 * The field only bots fill in: off screen, out of the tab order and hidden from screen readers,
 * never filled by the browser. The server drops an order that has it filled.
 */
export function HoneypotField({ register }: { register: UseFormRegister<OrderFormValues> }) {
  return (
    <div aria-hidden="true" className="honeypot">
      <label htmlFor="order-honeypot">{t('honeypot')}</label>
      <input
        id="order-honeypot"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...register(ORDER_HONEYPOT_FIELD)}
      />
    </div>
  );
}
