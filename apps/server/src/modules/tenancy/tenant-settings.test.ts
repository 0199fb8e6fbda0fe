import { describe, expect, it } from 'vitest';
import { tenantSettingsSchema, type TenantSettings } from '@syna/contracts/tenant';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { tenantEndpoints } from '@syna/contracts/endpoints/tenancy';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

const world = useTwoFirms({ name: 'member', roles: ['user'] });

const inFirm = () => ({ params: { tenant: world.firm.id } });
const read = () => world.as(world.owner).ok(tenantEndpoints.settings, inFirm());
const change = (body: Partial<TenantSettings>, user = world.owner) =>
  world.as(user).send(tenantEndpoints.changeSettings, { ...inFirm(), body });

describe('the organisation’s settings', () => {
  it('start at their defaults', async () => {
    expect(await read()).toEqual(tenantSettingsSchema.parse({}));
  });

  it('change only the ones sent, normalised, and show in the initial data', async () => {
    const response = await change({
      orderCompletedHeader: 'Tack!',
      invoiceBankgiro: '5050 1055',
      invoicePlusgiro: '4100087',
      'order.calendar.enabled': true,
      'order.calendar.weekdays': [5, 1, 1],
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      ...tenantSettingsSchema.parse({}),
      orderCompletedHeader: 'Tack!',
      invoiceBankgiro: '5050-1055',
      invoicePlusgiro: '410008-7',
      'order.calendar.enabled': true,
      'order.calendar.weekdays': [1, 5],
    };
    expect(response.json()).toEqual(expected);
    expect((await change({ privacyPolicy: 'https://firma.se/integritet' })).json()).toEqual({
      ...expected,
      privacyPolicy: 'https://firma.se/integritet',
    });
    const initial = await world.as(world.member).ok(profileEndpoints.initialData, inFirm());
    expect(initial.tenant.settings).toMatchObject({
      invoiceBankgiro: '5050-1055',
      privacyPolicy: 'https://firma.se/integritet',
    });
    // A blank value clears a setting.
    expect((await change({ orderCompletedHeader: '' })).json().orderCompletedHeader).toBeNull();
  });

  it('refuses a bad bankgiro or a day ending before it starts, and changes nothing', async () => {
    const before = await read();
    const bankgiro = await change({ invoiceBankgiro: '5050-1056', orderCompletedText: 'Ändrad' });
    expect(bankgiro.statusCode).toBe(400);
    expect(bankgiro.json().errors).toEqual({ 'body.invoiceBankgiro': ['Ogiltigt bankgironummer'] });
    const day = await change({ 'order.calendar.dayEnd': '07:00', orderCompletedText: 'Ändrad' });
    expect(day.statusCode).toBe(400);
    expect(day.json().errors).toEqual({
      'body.order.calendar.dayEnd': ['Dagens slut måste vara efter dess början'],
    });
    expect(await read()).toEqual(before);
  });

  it('are for administrators only', async () => {
    expect((await world.as(world.member).send(tenantEndpoints.settings, inFirm())).statusCode).toBe(403);
    expect((await change({ orderCompletedHeader: 'Medlem' }, world.member)).statusCode).toBe(403);
  });
});
