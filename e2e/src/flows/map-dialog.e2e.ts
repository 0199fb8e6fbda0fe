import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { KNOWN_PLACES } from '../../../apps/server/test/fakes/map-providers.ts';
import {
  accessToken,
  baseUrl,
  callApi,
  collectCspViolations,
  DEMO,
  FIRMS,
  openSignedIn,
  seriousAxeViolations,
  useBrowser,
} from '../support/browser.ts';
import { customerWithAssignment } from '../support/customer-assignment.ts';

const browser = useBrowser();
const tenant = FIRMS.north.id;
const params = { tenant };
// Where the browser says the inspector is: central Stockholm, some 64 km from Uppsala's square.
const HERE = { latitude: 59.3293, longitude: 18.0686 };
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1366, height: 800 };

const { uppsala, failing } = KNOWN_PLACES;
const addressOf = (place: (typeof KNOWN_PLACES)[keyof typeof KNOWN_PLACES]) => ({
  address: place.street,
  postalCode: place.postalCode,
  city: place.city,
});

let token = '';
let reachable = { id: '' };
let broken = { id: '' };

const setGeolocation = (on: boolean) =>
  callApi(token, 'POST', endpointUrl(profileEndpoints.updateProfile, { params }), {
    properties: { geolocation: on },
  });

/** The owner signed in, in a browser that grants the page the inspector's position. */
const signedInWithPosition = (viewport: { width: number; height: number }) =>
  openSignedIn(browser(), DEMO.owner, tenant, { viewport, geolocation: HERE, permissions: ['geolocation'] });

async function openMap(page: Page, assignmentId: string): Promise<Locator> {
  await page.goto(`${baseUrl()}/main/${tenant}/inspections/${assignmentId}`);
  await page.getByTestId('inspection-header').getByRole('button', { name: 'Karta' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

/** The three links hand the assignment's address to the apps, each in a new tab. */
async function expectLinks(dialog: Locator, place: typeof uppsala | typeof failing) {
  const text = encodeURIComponent(`${place.street}, ${place.postalCode} ${place.city}`).replace(/%20/g, '+');
  const links = dialog.getByRole('group', { name: 'Öppna i' }).getByRole('link');
  expect(
    await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href'))),
  ).toEqual([
    `https://www.google.com/maps/dir/?api=1&destination=${text}&travelmode=driving`,
    `https://maps.apple.com/?daddr=${text}&dirflg=d`,
    `https://waze.com/ul?q=${text}&navigate=yes`,
  ]);
  for (const link of await links.all()) {
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  }
}

describe('the map dialog', () => {
  beforeAll(async () => {
    const { context } = await openSignedIn(browser(), DEMO.owner);
    token = await accessToken(context);
    await context.close();
    const stamp = Date.now();
    ({ assignment: reachable } = await customerWithAssignment(
      token,
      { firstName: 'Karta', lastName: `Kund${stamp}`, email: `karta.${stamp}@example.se` },
      addressOf(uppsala),
    ));
    ({ assignment: broken } = await customerWithAssignment(
      token,
      { firstName: 'Trasig', lastName: `Kund${stamp}`, email: `trasig.${stamp}@example.se` },
      addressOf(failing),
    ));
    await setGeolocation(true);
  });
  afterAll(async () => {
    if (token) await setGeolocation(false);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows the way from the user's position, with its length, time and the three apps, at ${viewport.width} px`, async () => {
      const { context, page, errors } = await signedInWithPosition(viewport);
      const blocked = collectCspViolations(page);
      try {
        const dialog = await openMap(page, reachable.id);
        const travel = dialog.getByTestId('map-travel');
        await travel.waitFor({ timeout: 20_000 });
        // The fake router drives 1.3 times the straight line (64 km) at 60 km/h.
        expect(await travel.textContent()).toMatch(/^8\d km · 1 tim \d+ minFrån din position$/);
        await dialog.locator('img.leaflet-tile-loaded').first().waitFor();
        expect(await dialog.locator('.leaflet-marker-icon').getAttribute('alt')).toBe(
          'Stora Torget 1, 753 20 Uppsala',
        );
        expect(await dialog.locator('path.leaflet-interactive').count()).toBeGreaterThan(0);
        expect(await dialog.locator('.leaflet-control-attribution').textContent()).toContain('Testkarta');
        await expectLinks(dialog, uppsala);
        if (viewport === PHONE) {
          // Full screen on a phone.
          const box = (await dialog.boundingBox())!;
          expect([box.width, box.height]).toEqual([PHONE.width, PHONE.height]);
          expect(
            (await dialog.getByRole('button', { name: 'Stäng' }).boundingBox())!.height,
          ).toBeGreaterThanOrEqual(48);
        }
        expect(await seriousAxeViolations(page, { selector: '[role="dialog"]' })).toEqual([]);
        await dialog.getByRole('button', { name: 'Stäng' }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect(blocked).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('says what the map service answered when it fails, and still offers the three apps', async () => {
    const { context, page, errors } = await signedInWithPosition(DESKTOP);
    try {
      const dialog = await openMap(page, broken.id);
      const failure = dialog.getByTestId('map-failure');
      await failure.waitFor({ timeout: 20_000 });
      expect(await failure.textContent()).toBe('Karttjänsten kunde inte söka upp adressen (svar: 503)');
      await expectLinks(dialog, failing);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
