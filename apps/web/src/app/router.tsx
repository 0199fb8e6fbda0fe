import { lazy } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { STAFF_APP_BASE_PATH } from '@syna/contracts/constants';
import { PageErrorScreen, RouteErrorScreen } from './error/route-error-screen';
import { withLaterTexts } from '@/lib/i18n/i18n';
import { loadChunk } from './navigation/chunk-loading';
import { createNavigationLoader } from './navigation/navigation-loader';
import type { AdminLookupKindId } from '@/features/lookups/lookup-kinds';
import { ACCOUNTING_FEATURES } from '@syna/contracts/roles';
import { ADMIN_PAGES, APP_SEGMENTS as S } from '@/lib/navigation/app-paths';
import type { PageTitleKey, RouteHandle } from './navigation/route-handle';
import { AppShell } from './shell/app-shell';
import { BareLayout } from './shell/bare-layout';
import { NotFoundPage } from './shell/not-found-page';
import { RootLayout, StartupFallback } from './shell/root-layout';

/*
 * Page code loads lazily in named groups: home, welcome, contacts, admin, settings, order, inspection,
 * network and email (the send pages). Each group is one module under route-groups/ and so one chunk named after it.
 */
const homeGroup = () => loadChunk('home', async () => (await import('./route-groups/home')).homeGroup);

/**
 * A group other than the dashboard's, which may show the shell's later texts (sv.later.ts): it
 * waits for them as for its own.
 */
const laterGroup =
  <Group,>(chunk: string, importer: () => Promise<Group>) =>
  () =>
    loadChunk(chunk, () => withLaterTexts(importer()));

const welcomeGroup = laterGroup('welcome', async () => (await import('./route-groups/welcome')).welcomeGroup);
const contactsGroup = laterGroup(
  'contacts',
  async () => (await import('./route-groups/contacts')).contactsGroup,
);
const settingsGroup = laterGroup(
  'settings',
  async () => (await import('./route-groups/settings')).settingsGroup,
);
const adminGroup = laterGroup('admin', async () => (await import('./route-groups/admin')).adminGroup);
const inspectionGroup = laterGroup(
  'inspection',
  async () => (await import('./route-groups/inspection')).inspectionGroup,
);
const orderGroup = laterGroup('order', async () => (await import('./route-groups/order')).orderGroup);
const networkGroup = laterGroup('network', async () => (await import('./route-groups/network')).networkGroup);
const emailGroup = laterGroup('email', async () => (await import('./route-groups/email')).emailGroup);

const handle = (titleKey: RouteHandle['titleKey']): RouteHandle => ({ titleKey });

// An inspection's number in the breadcrumbs; its code loads with the inspection group.
const InspectionCrumb = lazy(async () => ({ default: (await inspectionGroup()).inspectionCrumb }));
// "Projekt Tegsbacken" in the breadcrumbs; its code loads with the inspection group.
const ProjectCrumb = lazy(async () => ({ default: (await inspectionGroup()).projectCrumb }));
// The contact's name in the breadcrumbs; its code loads with the contacts group.
const ContactCrumb = lazy(async () => ({ default: (await contactsGroup()).crumb }));
// An order's number in the breadcrumbs; its code loads with the order group.
const OrderCrumb = lazy(async () => ({ default: (await orderGroup()).orderCrumb }));
// An order type's name in the breadcrumbs; its code loads with the admin group.
const OrderTypeCrumb = lazy(async () => ({ default: (await adminGroup()).orders.TypeCrumb }));
// An input form's name in the breadcrumbs; its code loads with the admin group.
const FormCrumb = lazy(async () => ({ default: (await adminGroup()).forms.Crumb }));
// An inspection blueprint's name in the breadcrumbs; its code loads with the admin group.
const BlueprintCrumb = lazy(async () => ({ default: (await adminGroup()).blueprints.Crumb }));
// A member's name in the breadcrumbs; its code loads with the admin group.
const UserCrumb = lazy(async () => ({ default: (await adminGroup()).users.Crumb }));
// An e-mail template's name in the breadcrumbs; its code loads with the admin group.
const EmailTemplateCrumb = lazy(async () => ({ default: (await adminGroup()).email.TemplateCrumb }));

/** The admin lookup pages: one list and one detail page per kind, from one component set. */
const LOOKUP_ADMIN_PAGES = [
  { kind: 'inspectionType', list: 'nav.inspectionTypes', item: 'nav.inspectionType' },
  { kind: 'inspectionStatus', list: 'nav.inspectionStatuses', item: 'nav.inspectionStatus' },
  { kind: 'remarkGrade', list: 'nav.remarkGrades', item: 'nav.remarkGrade' },
  { kind: 'contactRole', list: 'nav.contactRoles', item: 'nav.contactRole' },
  { kind: 'projectType', list: 'nav.projectTypes', item: 'nav.projectType' },
] as const satisfies readonly {
  kind: AdminLookupKindId;
  list: PageTitleKey;
  item: PageTitleKey;
}[];

function lookupAdminRoute(page: (typeof LOOKUP_ADMIN_PAGES)[number]): RouteObject {
  // The item's name in the breadcrumbs; its code loads with the admin group.
  const Crumb = lazy(async () => ({ default: (await adminGroup()).lookups[page.kind].Crumb }));
  return {
    path: ADMIN_PAGES[page.kind],
    handle: handle(page.list),
    children: [
      { index: true, lazy: async () => (await adminGroup()).lookups[page.kind].list },
      {
        path: ':id',
        handle: { titleKey: page.item, Crumb } satisfies RouteHandle,
        lazy: async () => (await adminGroup()).lookups[page.kind].detail,
      },
    ],
  };
}

export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      HydrateFallback: StartupFallback,
      ErrorBoundary: RouteErrorScreen,
      loader: createNavigationLoader(queryClient),
      // The guard runs on every navigation, not only when the root's params change.
      shouldRevalidate: () => true,
      children: [
        // The guard sends `/` to the current tenant's dashboard or the pick page.
        { index: true, Component: () => null },
        // The sign-in callback is finished before the app mounts; a late visit just goes home.
        { path: S.callback, loader: () => redirect('/') },
        {
          Component: BareLayout,
          children: [
            {
              path: S.welcome,
              handle: handle('nav.welcome'),
              lazy: async () => (await welcomeGroup()).welcome,
            },
            // The accounting programs' consent pages return here; the firm is read from the state.
            ...ACCOUNTING_FEATURES.map((provider) => ({
              path: `${provider}/${S.accountingActivation}`,
              handle: handle('nav.accountingActivation'),
              lazy: async () => (await adminGroup()).accountingActivation[provider],
            })),
            {
              // Another firm's network, as its partner sees it: the partner need not be its member.
              path: `${S.network}/:tenant`,
              handle: handle('nav.networkShared'),
              children: [
                { index: true, lazy: async () => (await networkGroup()).home },
                {
                  path: 'order/:id',
                  handle: handle('nav.sharedOrder'),
                  lazy: async () => (await networkGroup()).order,
                },
                {
                  path: 'inspection/:id',
                  handle: handle('nav.sharedInspection'),
                  lazy: async () => (await networkGroup()).inspection,
                },
              ],
            },
          ],
        },
        {
          path: ':tenant',
          Component: AppShell,
          children: [
            {
              ErrorBoundary: PageErrorScreen,
              children: [
                {
                  index: true,
                  handle: handle('nav.dashboard'),
                  lazy: async () => (await homeGroup()).dashboard,
                },
                {
                  path: S.settings,
                  handle: handle('nav.settings'),
                  lazy: async () => (await settingsGroup()).settings,
                },
                {
                  path: S.admin,
                  handle: handle('nav.admin'),
                  children: [
                    { index: true, lazy: async () => (await adminGroup()).overview },
                    ...LOOKUP_ADMIN_PAGES.map(lookupAdminRoute),
                    {
                      path: ADMIN_PAGES.org,
                      handle: handle('nav.organization'),
                      lazy: async () => (await adminGroup()).organization,
                    },
                    {
                      path: ADMIN_PAGES.order,
                      handle: handle('nav.orderSettings'),
                      lazy: async () => (await adminGroup()).orders.settings,
                    },
                    {
                      path: ADMIN_PAGES.orderType,
                      handle: handle('nav.orderTypes'),
                      children: [
                        { index: true, lazy: async () => (await adminGroup()).orders.typeList },
                        {
                          path: ':id',
                          handle: { titleKey: 'nav.orderType', Crumb: OrderTypeCrumb } satisfies RouteHandle,
                          lazy: async () => (await adminGroup()).orders.typeDetail,
                        },
                      ],
                    },
                    {
                      path: ADMIN_PAGES.roles,
                      handle: handle('nav.roles'),
                      lazy: async () => (await adminGroup()).roles,
                    },
                    {
                      path: ADMIN_PAGES.users,
                      handle: handle('nav.users'),
                      children: [
                        { index: true, lazy: async () => (await adminGroup()).users.list },
                        {
                          path: ':id',
                          handle: { titleKey: 'nav.user', Crumb: UserCrumb } satisfies RouteHandle,
                          lazy: async () => (await adminGroup()).users.detail,
                        },
                      ],
                    },
                    {
                      path: ADMIN_PAGES.network,
                      handle: handle('nav.network'),
                      lazy: async () => (await adminGroup()).network,
                    },
                    {
                      path: ADMIN_PAGES.calendar,
                      handle: handle('nav.calendarSettings'),
                      lazy: async () => (await adminGroup()).orders.calendar,
                    },
                    {
                      path: ADMIN_PAGES.docTemplates,
                      handle: handle('nav.docTemplates'),
                      lazy: async () => (await adminGroup()).documentTemplates,
                    },
                    {
                      path: ADMIN_PAGES.emailTemplates,
                      handle: handle('nav.emailTemplates'),
                      children: [
                        { index: true, lazy: async () => (await adminGroup()).email.templateList },
                        {
                          path: ':id',
                          handle: {
                            titleKey: 'nav.emailTemplate',
                            Crumb: EmailTemplateCrumb,
                          } satisfies RouteHandle,
                          lazy: async () => (await adminGroup()).email.templateEditor,
                        },
                      ],
                    },
                    {
                      path: ADMIN_PAGES.outbox,
                      handle: handle('nav.outbox'),
                      lazy: async () => (await adminGroup()).email.outbox,
                    },
                    {
                      path: ADMIN_PAGES.sequences,
                      handle: handle('nav.sequences'),
                      lazy: async () => (await adminGroup()).sequences,
                    },
                    ...ACCOUNTING_FEATURES.map((provider) => ({
                      path: ADMIN_PAGES[provider],
                      handle: handle(`nav.${provider}`),
                      lazy: async () => (await adminGroup()).accounting[provider],
                    })),
                    {
                      path: ADMIN_PAGES.prices,
                      handle: handle('nav.prices'),
                      lazy: async () => (await adminGroup()).prices,
                    },
                    {
                      path: ADMIN_PAGES.remarks,
                      handle: handle('nav.savedRemarks'),
                      lazy: async () => (await adminGroup()).remarkLibrary,
                    },
                    {
                      path: ADMIN_PAGES.check,
                      handle: handle('nav.metadataCheck'),
                      lazy: async () => (await adminGroup()).metadataCheck,
                    },
                    {
                      path: ADMIN_PAGES.transfer,
                      handle: handle('nav.setUpTransfer'),
                      lazy: async () => (await adminGroup()).setUpTransfer,
                    },
                    {
                      path: ADMIN_PAGES.form,
                      handle: handle('nav.forms'),
                      children: [
                        { index: true, lazy: async () => (await adminGroup()).forms.list },
                        {
                          path: 'new',
                          handle: handle('nav.formCreate'),
                          lazy: async () => (await adminGroup()).forms.create,
                        },
                        {
                          path: ':id',
                          handle: { titleKey: 'nav.form', Crumb: FormCrumb } satisfies RouteHandle,
                          lazy: async () => (await adminGroup()).forms.detail,
                        },
                      ],
                    },
                    {
                      path: ADMIN_PAGES.inspectionTemplate,
                      handle: handle('nav.inspectionTemplates'),
                      children: [
                        { index: true, lazy: async () => (await adminGroup()).blueprints.list },
                        {
                          path: 'new',
                          handle: handle('nav.inspectionTemplateCreate'),
                          lazy: async () => (await adminGroup()).blueprints.create,
                        },
                        {
                          path: ':id',
                          handle: {
                            titleKey: 'nav.inspectionTemplate',
                            Crumb: BlueprintCrumb,
                          } satisfies RouteHandle,
                          lazy: async () => (await adminGroup()).blueprints.detail,
                        },
                      ],
                    },
                  ],
                },
                {
                  path: S.inspections,
                  handle: handle('nav.inspections'),
                  children: [
                    { index: true, lazy: async () => (await inspectionGroup()).inspectionList },
                    {
                      path: S.inspectionCreate,
                      handle: handle('nav.inspectionCreate'),
                      lazy: async () => (await inspectionGroup()).inspectionCreate,
                    },
                    {
                      path: ':id',
                      handle: { titleKey: 'nav.inspection', Crumb: InspectionCrumb } satisfies RouteHandle,
                      children: [
                        { index: true, lazy: async () => (await inspectionGroup()).inspectionView },
                        {
                          path: S.email,
                          handle: handle('nav.email'),
                          lazy: async () => (await emailGroup()).inspectionMail,
                        },
                      ],
                    },
                  ],
                },
                {
                  // The project page itself (the index) is the project feature's; an inspection
                  // opened from it keeps the project in the breadcrumbs.
                  path: `${S.projects}/:id`,
                  handle: { titleKey: 'nav.project', Crumb: ProjectCrumb } satisfies RouteHandle,
                  children: [
                    { index: true, lazy: async () => (await inspectionGroup()).showProject },
                    {
                      path: ':inspection',
                      handle: { titleKey: 'nav.inspection', Crumb: InspectionCrumb } satisfies RouteHandle,
                      lazy: async () => (await inspectionGroup()).projectInspection,
                    },
                  ],
                },
                {
                  path: S.orders,
                  handle: handle('nav.orders'),
                  children: [
                    { index: true, lazy: async () => (await orderGroup()).orderSearch },
                    {
                      path: ':id',
                      handle: { titleKey: 'nav.order', Crumb: OrderCrumb } satisfies RouteHandle,
                      lazy: async () => (await orderGroup()).orderView,
                    },
                  ],
                },
                {
                  path: S.contacts,
                  handle: handle('nav.contacts'),
                  children: [
                    { index: true, lazy: async () => (await contactsGroup()).list },
                    {
                      path: S.contactCreate,
                      handle: handle('nav.contactNew'),
                      lazy: async () => (await contactsGroup()).create,
                    },
                    {
                      path: `${S.email}/:id`,
                      handle: handle('nav.email'),
                      lazy: async () => (await emailGroup()).contactMail,
                    },
                    {
                      path: ':id',
                      handle: { titleKey: 'nav.contact', Crumb: ContactCrumb } satisfies RouteHandle,
                      children: [
                        { index: true, lazy: async () => (await contactsGroup()).show },
                        {
                          path: S.contactEdit,
                          handle: handle('nav.contactEdit'),
                          lazy: async () => (await contactsGroup()).edit,
                        },
                      ],
                    },
                  ],
                },
                { path: '*', handle: handle('nav.notFound'), Component: NotFoundPage },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient), { basename: STAFF_APP_BASE_PATH });
}
