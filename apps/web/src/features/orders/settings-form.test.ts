import { describe, expect, it } from 'vitest';
import { tenantSettingsChangeSchema, tenantSettingsSchema } from '@syna/contracts/tenant';
import {
  CALENDAR_SETTING_KEYS,
  isPolicyLink,
  ORDER_PAGE_SETTING_KEYS,
  settingsChange,
  settingsFormValues,
  toSettingsInput,
} from './settings-form';

const saved = tenantSettingsSchema.parse({});

describe('settings form', () => {
  it('round-trips the saved settings unchanged, so nothing is sent', () => {
    const next = tenantSettingsSchema.parse(toSettingsInput(settingsFormValues(saved)));
    expect(next).toEqual(saved);
    expect(settingsChange(saved, next, ORDER_PAGE_SETTING_KEYS)).toEqual({});
  });

  it('sends only the screen’s changed keys, normalised by the contract', () => {
    const values = settingsFormValues(saved);
    values.invoiceBankgiro = '50501055';
    values.order.calendar.enabled = true;
    values.order.calendar.assignInspector = false;
    const next = tenantSettingsSchema.parse(toSettingsInput(values));
    const change = settingsChange(saved, next, ORDER_PAGE_SETTING_KEYS);
    expect(change).toEqual({ invoiceBankgiro: '5050-1055', 'order.calendar.enabled': true });
    expect(tenantSettingsChangeSchema.parse(change)).toEqual(change);
    expect(settingsChange(saved, next, CALENDAR_SETTING_KEYS)).toEqual({
      'order.calendar.assignInspector': false,
    });
  });

  it('names the nested form field in the contract’s errors', () => {
    const values = settingsFormValues(saved);
    values.order.calendar.dayStart = '17:00';
    values.order.calendar.dayEnd = '08:00';
    values.order.leadDays = '';
    values.invoicePlusgiro = '123';
    const result = tenantSettingsSchema.safeParse(toSettingsInput(values));
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'invoicePlusgiro',
      'order.leadDays',
    ]);
    values.order.leadDays = '2';
    values.invoicePlusgiro = '';
    const refined = tenantSettingsSchema.safeParse(toSettingsInput(values));
    expect(refined.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['order.calendar.dayEnd']);
  });

  it('tells a policy link from a policy text', () => {
    expect(isPolicyLink(' https://firma.se/integritet ')).toBe(true);
    expect(isPolicyLink('Vi sparar dina uppgifter i två år. Läs mer på https://firma.se')).toBe(false);
  });
});
