import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { EndpointDefinition } from '@syna/contracts/endpoints/endpoint';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { emailTemplateEndpoints } from '@syna/contracts/endpoints/email';
import { blueprintEndpoints } from '@syna/contracts/endpoints/blueprints';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import {
  contactRoleEndpoints,
  inspectionStatusEndpoints,
  inspectionTypeEndpoints,
  projectTypeEndpoints,
  remarkGradeEndpoints,
} from '@syna/contracts/endpoints/lookups';
import { orderEndpoints, orderTypeEndpoints } from '@syna/contracts/endpoints/orders';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { projectEndpoints } from '@syna/contracts/endpoints/projects';
import { memberEndpoints } from '@syna/contracts/endpoints/roles-and-groups';
import {
  ADMIN_PAGES,
  appPaths,
  publicPageUrls,
  hasItemPages,
  networkPaths,
  type AdminItemPage,
  type AdminPage,
} from '../../../apps/web/src/lib/navigation/app-paths.ts';
import { baseUrl, callApi, DEMO, FIRMS, seriousAxeViolations, type AxeFinding } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { browser, tenant, signedIn } = useSignedIn();

type Items = { items: { id: string }[] };

/** Calls an endpoint of the tables as the signed-in admin and answers the first item's id. */
async function firstId(
  token: string,
  endpoint: EndpointDefinition,
  request: { params: object; query?: object; body?: object },
): Promise<string> {
  const { items } = await callApi<Items>(
    token,
    endpoint.method as never,
    endpointUrl(endpoint, request),
    request.body,
  );
  if (!items[0]) throw new Error(`${endpoint.path} lists nothing in the demo firm`);
  return items[0].id;
}

/** The user id of the demo firm's first member (members are named by their user id). */
async function firstMember(token: string): Promise<string> {
  const { items } = await callApi<{ items: { userId: string }[] }>(
    token,
    'GET',
    endpointUrl(memberEndpoints.users, { params: { tenant } }),
  );
  return items[0]!.userId;
}

/** An input form of the demo firm, made with a field of each kind when it has none. */
async function someForm(token: string): Promise<string> {
  const url = endpointUrl(formEndpoints.list, { params: { tenant }, query: {} });
  const { items } = await callApi<Items>(token, 'GET', url);
  if (items[0]) return items[0].id;
  const label = (sv: string) => ({ sv, en: null });
  const created = await callApi<{ id: string }>(token, 'POST', url, {
    key: 'tillganglighet',
    name: label('Tillgänglighet'),
    scope: 'INSPECTION',
    fields: [
      { key: 'ar', label: label('År'), type: 'INTEGER', required: true },
      { key: 'tak', label: label('Tak'), type: 'SINGLE', choices: [{ key: 'plat', label: label('Plåt') }] },
      {
        key: 'rum',
        label: label('Rum'),
        type: 'TABLE',
        columns: [{ key: 'namn', label: label('Namn'), type: 'TEXT' }],
      },
    ],
  });
  return created.id;
}

/** A project of the demo firm with an assignment in it, and that assignment. */
async function projectWithAssignment(token: string): Promise<{ project: string; projectInspection: string }> {
  const projects = await callApi<Items>(
    token,
    projectEndpoints.search.method as never,
    endpointUrl(projectEndpoints.search, { params: { tenant } }),
    // Every project: other flows of the run add projects without assignments, newest first.
    { pageSize: -1 },
  );
  for (const { id } of projects.items) {
    const { items } = await callApi<Items>(
      token,
      inspectionEndpoints.ofProject.method as never,
      endpointUrl(inspectionEndpoints.ofProject, { params: { tenant, id } }),
    );
    if (items[0]) return { project: id, projectInspection: items[0].id };
  }
  throw new Error('no project of the demo firm has an assignment');
}

/** An inspection blueprint of the demo firm, with an object and a remark, made when it has none. */
async function someBlueprint(token: string): Promise<string> {
  const url = endpointUrl(blueprintEndpoints.list, { params: { tenant }, query: {} });
  const { items } = await callApi<Items>(token, 'GET', url);
  if (items[0]) return items[0].id;
  const typeId = await firstId(token, inspectionTypeEndpoints.list, { params: { tenant }, query: {} });
  const created = await callApi<{ id: string }>(token, 'POST', url, {
    name: { sv: 'Tillgänglighetsmall' },
    typeId,
    objects: [{ name: 'Bostadshus', remarks: [{ title: 'Fuktfläck' }] }],
  });
  return created.id;
}

/**
 * Every page of the staff app's router, by the name `appPaths` gives it (a page added there fails
 * the typecheck here until it is visited), on the demo firm's own data.
 */
async function everyRoute(token: string): Promise<Record<string, string>> {
  const params = { tenant };
  const list = { params, query: {} };
  const inspection = await firstId(token, inspectionEndpoints.search, { params, body: {} });
  // Other flows of the run move assignments and take orders: pick what is there when this runs.
  const { project, projectInspection } = await projectWithAssignment(token);
  const contact = await firstId(token, contactEndpoints.favorites, { params });
  const lookupItems: Record<AdminItemPage, string> = {
    orderType: await firstId(token, orderTypeEndpoints.list, list),
    inspectionType: await firstId(token, inspectionTypeEndpoints.list, list),
    inspectionStatus: await firstId(token, inspectionStatusEndpoints.list, list),
    contactRole: await firstId(token, contactRoleEndpoints.list, list),
    projectType: await firstId(token, projectTypeEndpoints.list, list),
    remarkGrade: await firstId(token, remarkGradeEndpoints.list, list),
    users: await firstMember(token),
    emailTemplates: await firstId(token, emailTemplateEndpoints.list, list),
    form: await someForm(token),
    inspectionTemplate: await someBlueprint(token),
  };
  const pages: Record<keyof typeof appPaths, string[]> = {
    welcome: [appPaths.welcome()],
    // The dashboard's three views, each a page of its own to the user.
    home: ['assignments', 'calendar', 'inbox'].map((view) => `${appPaths.home(tenant)}?view=${view}`),
    settings: [appPaths.settings(tenant)],
    admin: [appPaths.admin(tenant)],
    adminPage: (Object.keys(ADMIN_PAGES) as AdminPage[])
      .flatMap((page) => [
        appPaths.adminPage(tenant, page),
        ...(hasItemPages(page) ? [appPaths.adminPage(tenant, page, lookupItems[page])] : []),
      ])
      .concat([
        appPaths.adminPage(tenant, 'form', 'new'),
        appPaths.adminPage(tenant, 'inspectionTemplate', 'new'),
        `${appPaths.adminPage(tenant, 'form', lookupItems.form)}?tab=preview`,
      ]),
    inspections: [appPaths.inspections(tenant)],
    inspectionCreate: [appPaths.inspectionCreate(tenant)],
    inspection: [
      appPaths.inspection(tenant, inspection),
      `${appPaths.inspection(tenant, inspection)}?tab=email`,
      `${appPaths.inspection(tenant, inspection)}?tab=forms`,
    ],
    inspectionEmail: [appPaths.inspectionEmail(tenant, inspection)],
    project: [appPaths.project(tenant, project)],
    projectInspection: [appPaths.projectInspection(tenant, project, projectInspection)],
    orders: [appPaths.orders(tenant)],
    order: [appPaths.order(tenant, await firstId(token, orderEndpoints.search, { params, body: {} }))],
    contacts: [appPaths.contacts(tenant)],
    contactCreate: [appPaths.contactCreate(tenant)],
    contact: [appPaths.contact(tenant, contact)],
    contactEdit: [appPaths.contactEdit(tenant, contact)],
    contactEmail: [appPaths.contactEmail(tenant, contact)],
  };
  return {
    ...Object.fromEntries(
      Object.values(pages)
        .flat()
        .map((path) => [path, path]),
    ),
    notFound: `/${tenant}/finns-inte`,
    // Another firm's network page, as someone that network does not know sees it.
    network: networkPaths.firm(FIRMS.south.id),
  };
}

/** Waits until the page has what it loads: no spinner or progress bar left, the network quiet. */
async function pageLoaded(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('[role="progressbar"]:visible').count(), { timeout: 20_000 }).toBe(0);
}

/**
 * The serious and critical findings of every route, by route (empty when all pass); only `rules`
 * when given. The routes are shared out among `tabs` (pages of one signed-in context), so that
 * one tab's wait for a quiet network overlaps another's loading and checking.
 */
async function findingsOnEveryRoute(tabs: Page[], routes: Record<string, string>, rules?: readonly string[]) {
  const found: Record<string, AxeFinding[]> = {};
  const waiting = Object.entries(routes);
  await Promise.all(
    tabs.map(async (page) => {
      for (let next = waiting.shift(); next; next = waiting.shift()) {
        const [name, path] = next;
        await page.goto(`${baseUrl()}/main${path}`);
        await pageLoaded(page).catch((error: unknown) => {
          throw new Error(`${name} did not finish loading`, { cause: error });
        });
        const findings = await seriousAxeViolations(page, { rules });
        if (findings.length > 0) found[name] = findings;
      }
    }),
  );
  return found;
}

/**
 * The rules whose outcome depends on colours: all the dark theme changes. The structure of a
 * page (names, roles, landmarks, order) is the same in both themes and is checked once.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** Some sixty page loads, each checked: more than one page's test time. */
const EVERY_ROUTE_MS = 600_000;

/** Switches the signed-in user's dark theme on or off, as the settings page does. */
const useDarkTheme = (token: string, darkTheme: boolean) =>
  callApi(token, 'POST', endpointUrl(profileEndpoints.updateProfile, { params: { tenant } }), {
    properties: { darkTheme },
  });

describe('accessibility of every page (axe-core: no serious or critical violations)', () => {
  let adminToken = '';
  afterAll(async () => {
    if (adminToken) await useDarkTheme(adminToken, false);
  });

  it(
    'every route of the staff app as an administrator, in the light theme, and its colours in the dark theme',
    async () => {
      const { context, page, token } = await signedIn(DEMO.admin);
      adminToken = token;
      const routes = await everyRoute(adminToken);
      // A second tab signs in through the issuer's open session on its first load: done before the
      // routes are shared out, so that no check starts on a page the sign-in is still leaving.
      const secondTab = await context.newPage();
      await secondTab.goto(`${baseUrl()}/main/${tenant}`);
      await secondTab.getByTestId('dashboard').waitFor();
      const tabs = [page, secondTab];
      await useDarkTheme(adminToken, false);
      expect(await findingsOnEveryRoute(tabs, routes)).toEqual({});
      // Each page load reads the theme the profile holds.
      await useDarkTheme(adminToken, true);
      expect(await findingsOnEveryRoute(tabs, routes, COLOUR_RULES)).toEqual({});
    },
    EVERY_ROUTE_MS,
  );

  it('the public order page and booking calendar', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const found: Record<string, AxeFinding[]> = {};
    for (const path of [publicPageUrls.orderPage(tenant), publicPageUrls.calendar(tenant)]) {
      await page.goto(`${baseUrl()}${path}`);
      await pageLoaded(page);
      const findings = await seriousAxeViolations(page);
      if (findings.length > 0) found[path] = findings;
    }
    expect(found).toEqual({});
    await context.close();
  });
});
