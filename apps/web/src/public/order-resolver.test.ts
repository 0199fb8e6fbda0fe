import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { publicOrderSubmitSchema } from '@syna/contracts/public-orders';
import { emptyParty, orderFormValues, toOrderInput, type OrderFormValues } from './order-form';
import { orderMessageLocaliser, orderResolver } from './order-resolver';

const page = {
  tenant: { id: 'besiktning-nord', name: 'Besiktning Nord', logo: null },
  orderTypes: [],
  privacyPolicy: null,
  calendarEnabled: false,
  emailRequired: false,
  nextDate: '2030-05-06',
};

/** A form full of the mistakes customers make. */
function mistaken(): OrderFormValues {
  const values = orderFormValues(page, { date: null, time: null, hidden: false });
  return {
    ...values,
    orderTypeId: 'inte-ett-id',
    preferredTime: '8',
    customer: { ...emptyParty('company'), number: '5560360794', email: 'inte-en-adress', phone: 'ring mig' },
    owner1: { ...emptyParty(), firstName: 'Sven', lastName: 'Säljare', number: '19811218-1234' },
    broker: emptyParty('company'),
    added: { owner1: true, owner2: false, broker: true },
    object: { address: { address: '', postalCode: '123', city: '' } },
    estateNumber: 'Stöcke',
  };
}

describe('the order contract’s messages in English', () => {
  it('knows every message the contract gives for a form full of mistakes', async () => {
    const values = mistaken();
    values.broker = { ...values.broker, email: 'x@y.se' };
    const issues = [
      ...(publicOrderSubmitSchema.safeParse(toOrderInput(values, [])).error?.issues ?? []),
      ...(publicOrderSubmitSchema.safeParse(toOrderInput({ ...mistaken(), customer: emptyParty() }, [])).error
        ?.issues ?? []),
    ];
    const messages = [...new Set(issues.map((issue) => issue.message))];
    expect(messages.length).toBeGreaterThanOrEqual(14);
    const localise = await orderMessageLocaliser('en');
    for (const message of messages) expect(localise(message), message).not.toBe(message);
  });
});

describe('orderResolver', () => {
  // What an English customer reads.
  const resolve = orderResolver('en', page, 'Choose 2030-05-06 or later');
  const run = async (values: OrderFormValues) =>
    (await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false }))
      .errors as FieldErrors<OrderFormValues>;

  it('shows the contract’s messages in English under their fields', async () => {
    const errors = await run(mistaken());
    expect(errors.customer?.companyName?.message).toBe('Enter the company name');
    expect(errors.customer?.number?.message).toBe('Invalid organisation number');
    expect(errors.owner1?.number?.message).toBe('Invalid personal identity number');
    expect(errors.object?.address?.postalCode?.message).toBe('Invalid postal code');
    expect(errors.estateNumber?.message).toBe('Enter the property designation, e.g. Stöcke 5:12');
    expect(errors.privacyAccepted?.message).toBe('You need to accept the privacy policy');
  });

  it('asks the customer’s e-mail when the firm requires it, and only then', async () => {
    const required = orderResolver('en', { ...page, emailRequired: true }, 'Choose 2030-05-06 or later');
    const phoneOnly = { ...mistaken(), customer: { ...emptyParty(), phone: '070-123 45 67' } };
    const options = { fields: {}, shouldUseNativeValidation: false };
    const errors = (await required(phoneOnly, undefined, options)).errors as FieldErrors<OrderFormValues>;
    expect(errors.customer?.email?.message).toBe(
      'Enter your e-mail address, so that we can confirm the order',
    );
    expect((await run(phoneOnly)).customer?.email).toBeUndefined();
  });

  it('refuses a date before the earliest the firm offers', async () => {
    const errors = await run({ ...mistaken(), preferredDate: '2030-05-05' });
    expect(errors.preferredDate?.message).toBe('Choose 2030-05-06 or later');
    expect((await run({ ...mistaken(), preferredDate: '2030-05-06' })).preferredDate).toBeUndefined();
  });

  it('checks the chosen order type’s questions by their definitions, and only those', async () => {
    const ORDER_TYPE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
    const FORM = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
    const asking = orderResolver(
      'sv',
      {
        ...page,
        orderTypes: [
          {
            id: ORDER_TYPE,
            name: 'Köpa hus',
            nameEn: null,
            description: null,
            inspectionTypes: [],
            forms: [
              {
                id: FORM,
                name: { sv: 'Om köpet', en: null },
                fields: [
                  {
                    key: 'byggnadsar',
                    label: { sv: 'Byggnadsår', en: null },
                    help: null,
                    type: 'INTEGER',
                    required: true,
                    min: 1600,
                    max: 2100,
                    default: null,
                  },
                ],
              },
            ],
          },
        ],
      },
      'Välj 2030-05-06 eller senare',
    );
    const answered = async (answers: OrderFormValues['answers']) =>
      (
        await asking({ ...mistaken(), orderTypeId: ORDER_TYPE, answers }, undefined, {
          fields: {},
          shouldUseNativeValidation: false,
        })
      ).errors as FieldErrors<OrderFormValues>;
    const missing = (await answered({})).answers as Record<string, Record<string, { message?: string }>>;
    expect(missing[FORM]?.byggnadsar?.message).toBe('Fältet måste fyllas i');
    const early = (await answered({ [FORM]: { byggnadsar: 1500 } })).answers as typeof missing;
    expect(early[FORM]?.byggnadsar?.message).toMatch(/1600/);
    expect((await answered({ [FORM]: { byggnadsar: 1974 } })).answers).toBeUndefined();
    // Another order type's answers, kept from an earlier choice, are neither checked nor sent.
    const other = toOrderInput({ ...mistaken(), answers: { [FORM]: { byggnadsar: 1 } } }, []);
    expect(other.answers).toBeUndefined();
  });
});
