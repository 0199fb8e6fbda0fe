import { Controller, useWatch } from 'react-hook-form';
import { formatMoney } from '@syna/contracts/format';
import { lookupLabel } from '@syna/contracts/lookup-label';
import { orderPickPrices, oreToKronor } from '@syna/contracts/prices';
import type { PublicOrderPage } from '@syna/contracts/public-orders';
import type { OrderFormControl } from '@/public/order-form';
import { withChoice } from '@/lib/forms/choices';
import { pageLanguage } from '@/public/language';
import { t } from '@/public/texts';
import { ChoiceFieldset } from './choice-fieldset';

type OrderType = PublicOrderPage['orderTypes'][number];

/** An amount incl. VAT as the page words it: "12 500,00 kr". */
const money = (ore: number) => formatMoney(oreToKronor(ore));

interface OrderTypeFieldsProps {
  control: OrderFormControl;
  orderTypes: OrderType[];
  onOrderTypeChosen(orderType: OrderType): void;
}

/** What the customer orders: one order type (a card with its description), then its inspection types. */
export function OrderTypeFields({ control, orderTypes, onOrderTypeChosen }: OrderTypeFieldsProps) {
  const orderTypeId = useWatch({ control, name: 'orderTypeId' });
  const chosen = orderTypes.find((orderType) => orderType.id === orderTypeId) ?? null;
  const picked = useWatch({ control, name: 'types' });
  // Prices are there only when the firm shows them (then the sum of what is picked follows the picks).
  const sum = chosen && orderPickPrices(chosen, picked).sum;
  return (
    <>
      <Controller
        control={control}
        name="orderTypeId"
        render={({ field, fieldState }) => (
          <ChoiceFieldset legend={t('orderType.legend')} required error={fieldState.error?.message}>
            {(describedBy) =>
              orderTypes.map((orderType, index) => {
                const descriptionId = `order-type-description-${orderType.id}`;
                return (
                  <label
                    key={orderType.id}
                    className="choice choice-card"
                    data-testid="order-type-option"
                    data-id={orderType.id}
                  >
                    <input
                      type="radio"
                      name={field.name}
                      value={orderType.id}
                      checked={field.value === orderType.id}
                      onChange={() => {
                        field.onChange(orderType.id);
                        onOrderTypeChosen(orderType);
                      }}
                      onBlur={field.onBlur}
                      ref={index === 0 ? field.ref : undefined}
                      aria-describedby={
                        [orderType.description ? descriptionId : '', describedBy ?? ''].join(' ').trim() ||
                        undefined
                      }
                    />
                    <span>
                      <span className="choice-title">{lookupLabel(orderType, pageLanguage)}</span>
                      {orderType.description && (
                        <span id={descriptionId} className="choice-description">
                          {orderType.description}
                        </span>
                      )}
                      <FromPrice orderType={orderType} />
                    </span>
                  </label>
                );
              })
            }
          </ChoiceFieldset>
        )}
      />
      <Controller
        control={control}
        name="types"
        render={({ field, fieldState }) => (
          <ChoiceFieldset legend={t('orderType.inspectionTypes')} required error={fieldState.error?.message}>
            {(describedBy) =>
              chosen ? (
                chosen.inspectionTypes.map((type, index) => (
                  <label
                    key={type.id}
                    className="choice"
                    data-testid="inspection-type-option"
                    data-id={type.id}
                  >
                    <input
                      type="checkbox"
                      checked={field.value.includes(type.id)}
                      onChange={(event) =>
                        field.onChange(withChoice(field.value, type.id, event.target.checked))
                      }
                      onBlur={field.onBlur}
                      ref={index === 0 ? field.ref : undefined}
                      aria-describedby={describedBy}
                    />
                    {lookupLabel(type, pageLanguage)}
                    {chosen.price == null && type.price != null && ` – ${money(type.price)}`}
                  </label>
                ))
              ) : (
                // A hint, not the error: it keeps its quiet colour when the group is in error.
                <p className="field-hint">{t('orderType.chooseOrderTypeFirst')}</p>
              )
            }
          </ChoiceFieldset>
        )}
      />
      {sum != null && (
        <p className="order-sum" data-testid="order-price-sum" aria-live="polite">
          {t('orderType.sum', { amount: money(sum) })}
        </p>
      )}
    </>
  );
}

/** "från 6 250,00 kr inkl. moms" on an order type's card, when the firm shows prices. */
function FromPrice({ orderType }: { orderType: OrderType }) {
  const { from } = orderPickPrices(orderType, []);
  if (from == null) return null;
  return (
    <span className="choice-description" data-testid="order-type-price">
      {t(orderType.price == null ? 'orderType.fromPrice' : 'orderType.price', { amount: money(from) })}
    </span>
  );
}
