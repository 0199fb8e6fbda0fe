import { PUBLIC_PAGES_BASE_PATH } from '@syna/contracts/constants';

/**
 * The staff app's path segments, as the router declares them (`app/router.tsx`) and as the links
 * below build them: a page renamed here moves in both at once.
 */
export const APP_SEGMENTS = {
  welcome: 'welcome',
  callback: 'callback',
  /** Another firm's network, as its partner sees it (`/network/:tenant`): no tenant of the caller's. */
  network: 'network',
  settings: 'settings',
  admin: 'admin',
  inspections: 'inspections',
  inspectionCreate: 'create',
  projects: 'projects',
  orders: 'order',
  contacts: 'contact',
  contactCreate: 'new',
  contactEdit: 'edit',
  /** Where an accounting program's consent page returns (`/fortnox/activation?code&state`): no tenant in it. */
  accountingActivation: 'activation',
  /** The send page below an assignment (`inspections/:id/email`) and before a contact (`contact/email/:id`). */
  email: 'email',
} as const;

/** The admin pages below `/:tenant/admin`, by what they manage (a path of one or more segments). */
export const ADMIN_PAGES = {
  org: 'org',
  order: 'order',
  orderType: 'order-type',
  calendar: 'calendar',
  inspectionType: 'inspection-type',
  inspectionStatus: 'inspection-status',
  remarkGrade: 'remark-grade',
  contactRole: 'contact-role',
  projectType: 'project-type',
  roles: 'roles',
  users: 'users',
  docTemplates: 'templates/doc',
  network: 'network',
  emailTemplates: 'templates/email',
  outbox: 'outbox',
  sequences: 'sequences',
  prices: 'prices',
  fortnox: 'fortnox',
  visma: 'visma',
  form: 'form',
  inspectionTemplate: 'inspection-template',
  remarks: 'remarks',
  check: 'check',
  transfer: 'transfer',
} as const;

export type AdminPage = keyof typeof ADMIN_PAGES;

/** The admin pages that are one page; every other lists items, each with a page below it (`:id`). */
export const ADMIN_SINGLE_PAGES = [
  'org',
  'roles',
  'order',
  'calendar',
  'docTemplates',
  'network',
  'outbox',
  'sequences',
  'prices',
  'fortnox',
  'visma',
  'remarks',
  'check',
  'transfer',
] as const satisfies readonly AdminPage[];
export type AdminItemPage = Exclude<AdminPage, (typeof ADMIN_SINGLE_PAGES)[number]>;
export const hasItemPages = (page: AdminPage): page is AdminItemPage =>
  !(ADMIN_SINGLE_PAGES as readonly AdminPage[]).includes(page);

/** `/{tenant}/{segment}/…`, each part encoded (ids and tenants may hold any character). */
const tenantPath = (tenantId: string, ...segments: string[]) =>
  ['', tenantId, ...segments].map(encodeURIComponent).join('/');

const withQuery = (path: string, query?: URLSearchParams) => {
  const text = query?.toString();
  return text ? `${path}?${text}` : path;
};

const S = APP_SEGMENTS;

/**
 * Every page of the staff app, relative to its base path (`/main`), and the firm's public pages
 * (outside it). Links and navigations are built here, never by hand.
 */
export const appPaths = {
  welcome: () => `/${S.welcome}`,
  home: (tenantId: string) => tenantPath(tenantId),
  settings: (tenantId: string) => tenantPath(tenantId, S.settings),
  admin: (tenantId: string) => tenantPath(tenantId, S.admin),
  /** An admin list, or one of its items with `id`. */
  adminPage: (tenantId: string, page: AdminPage, id?: string) =>
    tenantPath(tenantId, S.admin, ...ADMIN_PAGES[page].split('/'), ...(id === undefined ? [] : [id])),
  inspections: (tenantId: string, query?: URLSearchParams) =>
    withQuery(tenantPath(tenantId, S.inspections), query),
  /** The new-assignment form; with a project (and an estate) it creates the assignment there. */
  inspectionCreate: (tenantId: string, project?: { projectId: string; estateId: string | null }) =>
    withQuery(
      tenantPath(tenantId, S.inspections, S.inspectionCreate),
      project &&
        new URLSearchParams({
          project: project.projectId,
          ...(project.estateId ? { estate: project.estateId } : {}),
        }),
    ),
  inspection: (tenantId: string, id: string) => tenantPath(tenantId, S.inspections, id),
  /** The send page of an assignment: e-mail about it, its report attached. */
  inspectionEmail: (tenantId: string, id: string) => tenantPath(tenantId, S.inspections, id, S.email),
  project: (tenantId: string, id: string) => tenantPath(tenantId, S.projects, id),
  /** An inspection opened from its project: the project stays in the breadcrumbs. */
  projectInspection: (tenantId: string, projectId: string, inspectionId: string) =>
    tenantPath(tenantId, S.projects, projectId, inspectionId),
  orders: (tenantId: string, query?: URLSearchParams) => withQuery(tenantPath(tenantId, S.orders), query),
  order: (tenantId: string, id: string) => tenantPath(tenantId, S.orders, id),
  contacts: (tenantId: string) => tenantPath(tenantId, S.contacts),
  contactCreate: (tenantId: string) => tenantPath(tenantId, S.contacts, S.contactCreate),
  contact: (tenantId: string, id: string) => tenantPath(tenantId, S.contacts, id),
  contactEdit: (tenantId: string, id: string) => tenantPath(tenantId, S.contacts, id, S.contactEdit),
  /** The send page of a contact: e-mail to them. */
  contactEmail: (tenantId: string, id: string) => tenantPath(tenantId, S.contacts, S.email, id),
};

/** Another firm's network as its partner sees it: what it shares, and one shared order or assignment. */
export const networkPaths = {
  firm: (tenantId: string) => ['', S.network, tenantId].map(encodeURIComponent).join('/'),
  item: (tenantId: string, kind: 'order' | 'inspection', id: string) =>
    ['', S.network, tenantId, kind, id].map(encodeURIComponent).join('/'),
};

/** The firm's public pages: full URLs outside the staff app (no router link, a plain `href`). */
export const publicPageUrls = {
  orderPage: (tenantId: string) => `${PUBLIC_PAGES_BASE_PATH}/${encodeURIComponent(tenantId)}`,
  calendar: (tenantId: string) => `${PUBLIC_PAGES_BASE_PATH}/${encodeURIComponent(tenantId)}/calendar`,
};
