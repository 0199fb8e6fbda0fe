import { anyPatternGrants } from '@syna/contracts/permission-patterns';
import { PERMISSIONS, type Permission } from '@syna/contracts/permissions';

/** What a permission lets one do with its feature: the name's last segment (`read`, `write`, …). */
export type PermissionAction = Permission extends `${string}.${infer Action}` ? Action : never;
type PermissionFeature = Permission extends `${infer Feature}.${string}` ? Feature : never;

/**
 * The editor's columns: reading, changing (sending, for e-mail), deleting, and the money (pricing
 * an assignment, invoicing it). Every action the server checks has its column, so a new one fails
 * the typecheck until it is placed.
 */
export const GRID_COLUMNS = ['read', 'write', 'delete', 'billing'] as const;
export type GridColumn = (typeof GRID_COLUMNS)[number];
const COLUMN_OF: Record<PermissionAction, GridColumn> = {
  read: 'read',
  write: 'write',
  send: 'write',
  delete: 'delete',
  price: 'billing',
  invoice: 'billing',
};

/** One row of the editor: a feature and its permissions, each in its column. */
export interface GridRow {
  feature: PermissionFeature;
  cells: Partial<Record<GridColumn, Permission>>;
}

const featureOf = (permission: Permission) => permission.split('.')[0] as PermissionFeature;
const actionOf = (permission: Permission) => permission.split('.')[1] as PermissionAction;

/** The rows, in the order of PERMISSIONS: the names the server's endpoints actually check. */
export const GRID_ROWS: readonly GridRow[] = PERMISSIONS.reduce<GridRow[]>((rows, permission) => {
  const feature = featureOf(permission);
  let row = rows.find((each) => each.feature === feature);
  if (!row) rows.push((row = { feature, cells: {} }));
  row.cells[COLUMN_OF[actionOf(permission)]] = permission;
  return rows;
}, []);

const permissionsOf = (feature: PermissionFeature) =>
  PERMISSIONS.filter((name) => featureOf(name) === feature);
const isFeature = (segment: string): segment is PermissionFeature =>
  GRID_ROWS.some((row) => row.feature === segment);
const isPermission = (pattern: string): pattern is Permission =>
  (PERMISSIONS as readonly string[]).includes(pattern);

/** A pattern the checkboxes say exactly: one permission (`orders.read`) or all of a feature (`orders.*`). */
export function isGridPattern(pattern: string): boolean {
  if (isPermission(pattern)) return true;
  const [feature, rest, ...more] = pattern.split('.');
  return rest === '*' && more.length === 0 && isFeature(feature!);
}

/** How patterns read as checkboxes. */
export interface PermissionGrid {
  /** The permissions the patterns grant, each a ticked box. */
  granted: ReadonlySet<Permission>;
  /** Patterns the boxes cannot say (`*`, `*.read`, `documents.read`…): kept as they are. */
  kept: string[];
  /** Permissions a kept pattern grants: ticked, and untickable only in the advanced view. */
  lockedOn: ReadonlySet<Permission>;
}

export function readGrid(patterns: readonly string[]): PermissionGrid {
  const kept = patterns.filter((pattern) => !isGridPattern(pattern));
  return {
    granted: new Set(PERMISSIONS.filter((name) => anyPatternGrants(patterns, name))),
    kept,
    lockedOn: new Set(PERMISSIONS.filter((name) => anyPatternGrants(kept, name))),
  };
}

/**
 * The patterns for the ticked boxes. Every pattern that still holds keeps its place (a kept one
 * always, `orders.*` while all of orders stays ticked), so an unchanged grid gives back the same
 * patterns; a newly ticked permission is added by its name, never widened to `feature.*`, which
 * would also grant names the boxes do not show (and which a narrowed administrator cannot give).
 */
export function writeGrid(patterns: readonly string[], ticked: ReadonlySet<Permission>): string[] {
  const result = patterns.filter((pattern) => {
    if (!isGridPattern(pattern)) return true;
    if (isPermission(pattern)) return ticked.has(pattern);
    return permissionsOf(pattern.split('.')[0] as PermissionFeature).every((name) => ticked.has(name));
  });
  for (const name of PERMISSIONS) {
    if (ticked.has(name) && !anyPatternGrants(result, name)) result.push(name);
  }
  return result;
}

/**
 * Ticks or unticks one box, keeping each row sensible: changing or deleting needs reading, so
 * ticking them ticks reading, and unticking reading unticks the rest of the row.
 */
export function toggleGrid(
  ticked: ReadonlySet<Permission>,
  permission: Permission,
  on: boolean,
): Set<Permission> {
  const next = new Set(ticked);
  const row = permissionsOf(featureOf(permission));
  const read = row.find((name) => actionOf(name) === 'read');
  if (on) {
    next.add(permission);
    if (read) next.add(read);
  } else if (permission === read) {
    for (const name of row) next.delete(name);
  } else {
    next.delete(permission);
  }
  return next;
}

/** A feature's granted permissions, in column order, for a summary in words ("Uppdrag: läsa, ändra"). */
export function grantedByFeature(
  grid: PermissionGrid,
): { feature: GridRow['feature']; actions: PermissionAction[] }[] {
  return GRID_ROWS.map((row) => ({
    feature: row.feature,
    actions: GRID_COLUMNS.map((column) => row.cells[column])
      .filter((name): name is Permission => name !== undefined && grid.granted.has(name))
      .map(actionOf),
  })).filter((row) => row.actions.length > 0);
}
