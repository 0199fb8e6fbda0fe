import { Controller, useWatch } from 'react-hook-form';
import type { PublicOrderPage } from '@syna/contracts/public-orders';
import { askedForms, type OrderFormControl } from '@/public/order-form';
import { pageLanguage } from '@/public/language';
import { AnswerInputs } from './answer-inputs';
import { FormSection } from './form-section';

/**
 * The messages of one form's answers as react-hook-form nests them (`byggnadsar`, `balkonger.0.bredd`),
 * by where the inputs look for them (`values.byggnadsar`).
 */
function answerMessages(error: unknown, place = 'values'): Record<string, string> {
  if (typeof error !== 'object' || error === null) return {};
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return { [place]: message };
  return Object.fromEntries(
    Object.entries(error).flatMap(([key, nested]) =>
      key === 'ref' ? [] : Object.entries(answerMessages(nested, `${place}.${key}`)),
    ),
  );
}

/**
 * The questions the chosen order type asks: one section per input form of the firm's, answered
 * into `answers.<form>`; nothing until an order type that asks some is chosen.
 */
export function QuestionFields({ control, page }: { control: OrderFormControl; page: PublicOrderPage }) {
  const orderTypeId = useWatch({ control, name: 'orderTypeId' });
  return askedForms(page, orderTypeId).map((form) => (
    <FormSection key={form.id} title={(pageLanguage === 'en' && form.name.en) || form.name.sv}>
      <Controller
        control={control}
        name={`answers.${form.id}`}
        render={({ field, fieldState }) => (
          <div className="stack" data-testid="order-question-form" data-form={form.id}>
            <AnswerInputs
              fields={form.fields}
              values={field.value ?? {}}
              onChange={field.onChange}
              messages={answerMessages(fieldState.error)}
            />
          </div>
        )}
      />
    </FormSection>
  ));
}
