import { describe, expect, it } from 'vitest';
import { problemFieldErrors } from './problem-field-errors';

describe('problemFieldErrors', () => {
  it('turns body paths into form field names with their first message', () => {
    expect(
      problemFieldErrors({
        'body.properties.homeAddress.postalCode': ['Ogiltigt postnummer', 'andra'],
        'body.firstName': ['För kort'],
        'query.page': ['Ogiltig'],
        body: ['Hela'],
        'body.name': [],
      }),
    ).toEqual([
      { field: 'properties.homeAddress.postalCode', message: 'Ogiltigt postnummer' },
      { field: 'firstName', message: 'För kort' },
    ]);
  });
  it('accepts a missing map', () => {
    expect(problemFieldErrors(undefined)).toEqual([]);
  });
});
