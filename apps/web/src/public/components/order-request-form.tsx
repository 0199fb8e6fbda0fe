import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { PublicOrderPage, PublicOrderReceipt, PublicOrderSubmit } from '@syna/contracts/public-orders';
import { problemFieldErrors } from '@/lib/forms/problem-field-errors';
import { isHttpError } from '@/lib/http/http-error';
import { submitOrder } from '@/public/api';
import { pageLanguage } from '@/public/language';
import { orderFormValues, placeProblems, typesKeptFor, type OrderFormValues } from '@/public/order-form';
import { orderMessageLocaliser, orderResolver } from '@/public/order-resolver';
import { submissionKeys } from '@/public/submission-keys';
import type { OrderPageOptions } from '@/public/public-location';
import { t } from '@/public/texts';
import { FormSection } from './form-section';
import { HoneypotField } from './honeypot-field';
import { ObjectFields } from './object-fields';
import { OptionalParties } from './optional-parties';
import { OrderTypeFields } from './order-type-fields';
import { PartyFields } from './party-fields';
import { QuestionFields } from './question-fields';
import { PreferredDateFields } from './preferred-date-fields';
import { PrivacyField } from './privacy-field';
import { TextField } from './text-field';

interface OrderRequestFormProps {
  tenant: string;
  page: PublicOrderPage;
  options: OrderPageOptions;
  onSent(receipt: PublicOrderReceipt): void;
}

/** Why the server refused the order, when no field can say it. */
interface Refusal {
  title: string;
  messages: string[];
}

/**
 * The customer's order, validated with the contract's schema before it is sent; the server's
 * field errors land on the same fields. The first error takes the focus.
 */
export function OrderRequestForm({ tenant, page, options, onSent }: OrderRequestFormProps) {
  const resolver = useMemo(
    () => orderResolver(pageLanguage, page, t('earliestDate', { date: page.nextDate })),
    [page],
  );
  const defaultValues = useMemo(() => orderFormValues(page, options), [page, options]);
  const form = useForm<OrderFormValues, unknown, PublicOrderSubmit>({ resolver, defaultValues });
  const { control, formState, getValues, handleSubmit, register, setError, setFocus, setValue } = form;
  const [refusal, setRefusal] = useState<{ refusal: Refusal; focus: boolean } | null>(null);
  // One key per order sent, kept while the same order is sent again (after a lost answer).
  const keyFor = useMemo(() => submissionKeys(), []);
  const refusalRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (refusal?.focus) refusalRef.current?.focus();
  }, [refusal]);

  const showRefusal = async (error: unknown) => {
    if (!isHttpError(error)) throw error;
    if (error.status === 429) {
      setRefusal({ refusal: { title: t('order.tooManyRequests'), messages: [] }, focus: true });
      return;
    }
    const { onFields, elsewhere } = placeProblems(problemFieldErrors(error.fieldErrors));
    const localise = await orderMessageLocaliser(pageLanguage);
    onFields.forEach(({ field, message }, index) =>
      setError(
        field as FieldPath<OrderFormValues>,
        { type: 'server', message: localise(message) },
        { shouldFocus: index === 0 },
      ),
    );
    if (onFields.length > 0 && elsewhere.length === 0) return;
    setRefusal({
      refusal:
        onFields.length > 0
          ? {
              title: t('order.fixErrors'),
              messages: elsewhere.map((message) => localise(message)),
            }
          : { title: t('order.sendError'), messages: [error.message, error.detail ?? ''].filter(Boolean) },
      focus: onFields.length === 0,
    });
  };

  const onSubmit = handleSubmit(async (order) => {
    setRefusal(null);
    try {
      onSent(await submitOrder(tenant, order, keyFor(order)));
    } catch (error) {
      await showRefusal(error);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={formState.isSubmitting}
      className="stack-lg"
      data-testid="order-form"
    >
      <FormSection title={t('orderType.title')}>
        <OrderTypeFields
          control={control}
          orderTypes={page.orderTypes}
          onOrderTypeChosen={(orderType) => setValue('types', typesKeptFor(orderType, getValues('types')))}
        />
        <PreferredDateFields control={control} setValue={setValue} nextDate={page.nextDate} />
      </FormSection>
      <PartyFields
        control={control}
        name="customer"
        title={t('party.customer')}
        emailRequired={page.emailRequired}
      />
      <OptionalParties control={control} setValue={setValue} setFocus={setFocus} />
      <ObjectFields control={control} />
      <QuestionFields control={control} page={page} />
      <FormSection title={t('message.title')}>
        <TextField
          control={control}
          name="message"
          label={t('message.label')}
          hint={t('message.hint')}
          multiline
        />
        <PrivacyField control={control} policy={page.privacyPolicy} />
      </FormSection>
      <HoneypotField register={register} />
      {refusal && (
        <div
          className="alert alert-error"
          role="alert"
          ref={refusalRef}
          tabIndex={-1}
          data-testid="order-refusal"
        >
          <div>
            <p className="alert-title">{refusal.refusal.title}</p>
            {refusal.refusal.messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        </div>
      )}
      <div>
        <button
          type="submit"
          className="button button-primary button-large"
          disabled={formState.isSubmitting}
          data-testid="submit-order"
        >
          {formState.isSubmitting && <span className="spinner" aria-hidden="true" />}
          {formState.isSubmitting ? t('order.submitting') : t('order.submit')}
        </button>
      </div>
    </form>
  );
}
