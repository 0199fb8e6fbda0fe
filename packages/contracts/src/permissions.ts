/**
 * Every permission an endpoint can require. A role holds patterns over these names (`orders.*`,
 * `*`); an endpoint names exactly one, so a misspelt name fails the typecheck, and a test proves
 * that each one guards at least one endpoint.
 */
export const PERMISSIONS = [
  'inspections.read',
  'inspections.write',
  // Deleting an assignment for good: the office's and administrators' call, not every inspector's.
  'inspections.delete',
  // Setting an assignment's price rows, and the price list's use on it: the office's.
  'inspections.price',
  'projects.read',
  'projects.write',
  'contacts.read',
  'contacts.write',
  'orders.read',
  'orders.write',
  'calendar.read',
  'calendar.write',
  'email.read',
  'email.send',
  // Invoicing an assignment through the firm's accounting program, and reading its customers.
  'fortnox.invoice',
  'visma.invoice',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The features a tenant can have switched on; menu items and endpoints name the one they need. */
export const TENANT_FEATURES = [
  'inspections',
  'projects',
  'contacts',
  'orders',
  'calendar',
  'email',
  // The two accounting integrations (Fortnox, Visma eEkonomi): a firm switches on the one it uses.
  'fortnox',
  'visma',
] as const;
export type TenantFeature = (typeof TENANT_FEATURES)[number];
