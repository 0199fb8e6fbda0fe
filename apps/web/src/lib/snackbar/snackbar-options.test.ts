import { describe, expect, it } from 'vitest';
import { resolveErrorSnackbar, resolveSnackbar, snackbarColor, snackbarTimeout } from './snackbar-options';

const noJitter = () => 0;

describe('snackbarTimeout', () => {
  it('maps the named lengths', () => {
    expect(snackbarTimeout('short', noJitter)).toBe(2_000);
    expect(snackbarTimeout('normal', noJitter)).toBe(5_000);
    expect(snackbarTimeout('medium', noJitter)).toBe(5_000);
    expect(snackbarTimeout('long', noJitter)).toBe(10_000);
  });

  it('uses a number with a one second minimum', () => {
    expect(snackbarTimeout(7_500, noJitter)).toBe(7_500);
    expect(snackbarTimeout(200, noJitter)).toBe(1_000);
    expect(snackbarTimeout(0, noJitter)).toBe(1_000);
    expect(snackbarTimeout(-5, noJitter)).toBe(1_000);
  });

  it('defaults to five seconds for nothing, null or an unknown name', () => {
    expect(snackbarTimeout(undefined, noJitter)).toBe(5_000);
    expect(snackbarTimeout(null, noJitter)).toBe(5_000);
    expect(snackbarTimeout('forever' as never, noJitter)).toBe(5_000);
    expect(snackbarTimeout(Number.NaN, noJitter)).toBe(5_000);
  });

  it('adds a random 0–99 ms', () => {
    expect(snackbarTimeout('short', () => 0.999)).toBe(2_099);
    expect(snackbarTimeout('short', () => 0.5)).toBe(2_050);
    for (let run = 0; run < 50; run += 1) {
      const value = snackbarTimeout('long');
      expect(value).toBeGreaterThanOrEqual(10_000);
      expect(value).toBeLessThan(10_100);
    }
  });
});

describe('snackbarColor', () => {
  it('prefers an explicit colour', () => {
    expect(snackbarColor({ color: 'warning', category: 'ERROR' })).toBe('warning');
  });
  it('uses info for reminders, error for errors and success otherwise', () => {
    expect(snackbarColor({ category: 'REMINDER' })).toBe('info');
    expect(snackbarColor({ category: 'ERROR' })).toBe('error');
    expect(snackbarColor({ category: null })).toBe('success');
    expect(snackbarColor({})).toBe('success');
  });
});

describe('resolved snackbars', () => {
  it('resolves a message into text, colour and duration', () => {
    expect(resolveSnackbar({ subject: 'Sparat', timeout: 'short', category: 'REMINDER' }, noJitter)).toEqual({
      subject: 'Sparat',
      body: null,
      color: 'info',
      durationMs: 2_000,
    });
  });
  it('shows errors red for exactly ten seconds', () => {
    expect(resolveErrorSnackbar('Ett fel inträffade', 'Detaljer')).toEqual({
      subject: 'Ett fel inträffade',
      body: 'Detaljer',
      color: 'error',
      durationMs: 10_000,
    });
  });
});
