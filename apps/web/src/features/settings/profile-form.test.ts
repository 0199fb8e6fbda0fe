import { describe, expect, it } from 'vitest';
import { noticeChoicesSchema } from '@syna/contracts/notices';
import { profileUpdateSchema, type User } from '@syna/contracts/user';
import { profileFormValues, toProfileUpdateInput } from './profile-form';

const user: User = {
  id: 'u1',
  sub: 'sub-1',
  email: 'ulla@example.se',
  name: 'Ulla Ström',
  firstName: 'Ulla',
  lastName: null,
  initials: null,
  picture: null,
  properties: {
    geolocation: false,
    darkTheme: true,
    startView: 'calendar',
    homeAddress: null,
    notices: noticeChoicesSchema.parse({ newOrder: { app: false } }),
  },
  language: null,
};

describe('profile form', () => {
  it('fills the fields from the user, blanks for missing values', () => {
    expect(profileFormValues(user)).toEqual({
      language: 'browser',
      firstName: 'Ulla',
      lastName: '',
      name: 'Ulla Ström',
      picture: '',
      properties: {
        geolocation: false,
        darkTheme: true,
        startView: 'calendar',
        homeAddress: { address: '', postalCode: '', city: '', region: '', country: '' },
        notices: user.properties.notices,
      },
    });
  });

  it('produces a body the contract accepts, with blank fields as null (cleared)', () => {
    const values = profileFormValues(user);
    values.properties.homeAddress.city = 'Umeå';
    const parsed = profileUpdateSchema.parse(toProfileUpdateInput(values));
    expect(parsed).toEqual({
      language: null,
      firstName: 'Ulla',
      lastName: null,
      name: 'Ulla Ström',
      picture: null,
      properties: {
        geolocation: false,
        darkTheme: true,
        startView: 'calendar',
        homeAddress: { address: null, postalCode: null, city: 'Umeå', region: null, country: null },
        notices: user.properties.notices,
      },
    });
  });

  it('offers the chosen language, and sends the browser’s as none chosen', () => {
    const english = profileFormValues({ ...user, language: 'en' });
    expect(english.language).toBe('en');
    expect(profileUpdateSchema.parse(toProfileUpdateInput(english)).language).toBe('en');
    const browsers = { ...english, language: 'browser' as const };
    expect(profileUpdateSchema.parse(toProfileUpdateInput(browsers)).language).toBeNull();
  });

  it('reports a blank display name and a bad picture address', () => {
    const values = { ...profileFormValues(user), name: ' ', picture: 'bild.png' };
    const result = profileUpdateSchema.safeParse(toProfileUpdateInput(values));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['name', 'picture']);
  });
});
