import { useEffect, useRef } from 'react';
import type { PublicOrderReceipt } from '@syna/contracts/public-orders';
import { t } from '@/public/texts';

interface OrderReceiptProps {
  receipt: PublicOrderReceipt;
  onAnother(): void;
}

/** The firm's "order completed" header and text (ours when the firm has none) and the order number. */
export function OrderReceipt({ receipt, onAnother }: OrderReceiptProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: the heading takes the focus, so screen readers announce the outcome.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);
  return (
    <section className="card stack receipt" aria-labelledby="order-completed">
      <h1 id="order-completed" ref={headingRef} tabIndex={-1} data-testid="order-completed-header">
        {receipt.header ?? t('receipt.header')}
      </h1>
      <p className="pre-line">{receipt.text ?? t('receipt.text')}</p>
      <p>
        {t('receipt.number')}: <strong data-testid="order-number">{receipt.number}</strong>
      </p>
      <div>
        <button type="button" className="button" onClick={onAnother}>
          {t('receipt.another')}
        </button>
      </div>
    </section>
  );
}
