/** The address book's pages, under `/{tenant}/contact`. */
const base = (tenantId: string) => `/${encodeURIComponent(tenantId)}/contact`;

export const contactPaths = {
  list: base,
  create: (tenantId: string) => `${base(tenantId)}/new`,
  show: (tenantId: string, id: string) => `${base(tenantId)}/${encodeURIComponent(id)}`,
  edit: (tenantId: string, id: string) => `${base(tenantId)}/${encodeURIComponent(id)}/edit`,
};
