import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { PublicOrderPage, PublicOrderReceipt, PublicOrderSubmit } from '@syna/contracts/orders';
import { problemFieldErrors } from '@/lib/forms/problem-field-errors';
import { FormTextField } from '@/lib/forms/form-fields';
import { localiseContractMessage } from '@/lib/forms/localised-messages';
import { isHttpError } from '@/lib/http/http-error';
import { FormSection } from '@/lib/ui/form-section';
import { useSubmitOrder } from '@/public/api';
import { orderFormValues, placeProblems, typesKeptFor, type OrderFormValues } from '@/public/order-form';
import { orderResolver } from '@/public/order-resolver';
import type { OrderPageOptions } from '@/public/public-location';
import { usePublicTexts } from '@/public/texts';
import { HoneypotField } from './honeypot-field';
import { ObjectFields } from './object-fields';
import { OptionalParties } from './optional-parties';
import { OrderTypeFields } from './order-type-fields';
import { PartyFields } from './party-fields';
import { PreferredDateFields } from './preferred-date-fields';
import { PrivacyField } from './privacy-field';

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
  const { t } = usePublicTexts();
  const submitOrder = useSubmitOrder(tenant);
  const resolver = useMemo(
    () => orderResolver(page.nextDate, t('earliestDate', { date: page.nextDate })),
    [page.nextDate, t],
  );
  const defaultValues = useMemo(() => orderFormValues(page, options), [page, options]);
  const form = useForm<OrderFormValues, unknown, PublicOrderSubmit>({ resolver, defaultValues });
  const { control, formState, getValues, handleSubmit, register, setError, setFocus, setValue } = form;
  const [refusal, setRefusal] = useState<{ refusal: Refusal; focus: boolean } | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (refusal?.focus) refusalRef.current?.focus();
  }, [refusal]);

  const showRefusal = (error: unknown) => {
    if (!isHttpError(error)) throw error;
    if (error.status === 429) {
      setRefusal({ refusal: { title: t('order.tooManyRequests'), messages: [] }, focus: true });
      return;
    }
    const { onFields, elsewhere } = placeProblems(problemFieldErrors(error.fieldErrors));
    onFields.forEach(({ field, message }, index) =>
      setError(
        field as FieldPath<OrderFormValues>,
        { type: 'server', message: localiseContractMessage(message) },
        { shouldFocus: index === 0 },
      ),
    );
    if (onFields.length > 0 && elsewhere.length === 0) return;
    setRefusal({
      refusal:
        onFields.length > 0
          ? {
              title: t('order.fixErrors'),
              messages: elsewhere.map((message) => localiseContractMessage(message) ?? message),
            }
          : { title: t('order.sendError'), messages: [error.message, error.detail ?? ''].filter(Boolean) },
      focus: onFields.length === 0,
    });
  };

  const onSubmit = handleSubmit(async (order) => {
    setRefusal(null);
    try {
      onSent(await submitOrder.mutateAsync(order));
    } catch (error) {
      showRefusal(error);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={formState.isSubmitting}
      data-testid="order-form"
    >
      <Stack spacing={3}>
        <FormSection title={t('orderType.title')}>
          <OrderTypeFields
            control={control}
            orderTypes={page.orderTypes}
            onOrderTypeChosen={(orderType) => setValue('types', typesKeptFor(orderType, getValues('types')))}
          />
          <PreferredDateFields control={control} setValue={setValue} nextDate={page.nextDate} />
        </FormSection>
        <PartyFields control={control} name="customer" title={t('party.customer')} />
        <OptionalParties control={control} setValue={setValue} setFocus={setFocus} />
        <ObjectFields control={control} />
        <FormSection title={t('message.title')}>
          <FormTextField
            control={control}
            name="message"
            label={t('message.label')}
            helperText={t('message.hint')}
            multiline
            minRows={3}
            fullWidth
          />
          <PrivacyField control={control} policy={page.privacyPolicy} />
        </FormSection>
        <HoneypotField register={register} />
        {refusal && (
          <Alert severity="error" ref={refusalRef} tabIndex={-1} data-testid="order-refusal">
            <AlertTitle>{refusal.refusal.title}</AlertTitle>
            {refusal.refusal.messages.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Alert>
        )}
        <div>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={formState.isSubmitting}
            startIcon={
              formState.isSubmitting ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined
            }
            data-testid="submit-order"
          >
            {formState.isSubmitting ? t('order.submitting') : t('order.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
