import { describe, expect, it } from 'vitest';
import { kronorText, parseHundredths, quantityText } from './kronor';

describe('kronor typed the Swedish way', () => {
  it.each([
    ['1 250,50', 125_050],
    ['1250.5', 125_050],
    ['12\u00a0500 kr', 1_250_000],
    ['0', 0],
    [' 7,05 ', 705],
  ])('reads %j as %i öre', (text, ore) => {
    expect(parseHundredths(text)).toBe(ore);
  });

  it.each(['', '-5', '1,005', 'abc', '1,2,3', '12 500,00 kr extra'])('refuses %j', (text) => {
    expect(parseHundredths(text)).toBeNull();
  });

  it('writes öre and quantities back as they are typed', () => {
    expect(kronorText(125_050).replace(/\s/g, ' ')).toBe('1 250,50');
    expect(parseHundredths(kronorText(125_050))).toBe(125_050);
    expect(quantityText(2.5)).toBe('2,5');
    expect(quantityText(12)).toBe('12');
  });
});
