import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, ROLE_NAMES } from '@syna/contracts/roles';
import { PERMISSIONS, TENANT_FEATURES, type Permission } from '@syna/contracts/permissions';
import {
  grantedByFeature,
  GRID_ROWS,
  isGridPattern,
  readGrid,
  toggleGrid,
  writeGrid,
} from './permission-grid';

const ticked = (patterns: string[]) => [...readGrid(patterns).granted].sort();

describe('the permission checkboxes', () => {
  it('have a row for every feature the server checks, and a box for every permission it checks', () => {
    // Every feature the firm can switch on has its permissions, so each has a row, in that order.
    expect(GRID_ROWS.map((row) => row.feature)).toEqual([...TENANT_FEATURES]);
    const boxes = GRID_ROWS.flatMap((row) => Object.values(row.cells)).sort();
    expect(boxes).toEqual([...PERMISSIONS].sort());
    expect(GRID_ROWS[0]!.cells).toEqual({
      read: 'inspections.read',
      write: 'inspections.write',
      delete: 'inspections.delete',
      billing: 'inspections.price',
    });
    expect(GRID_ROWS.find((row) => row.feature === 'email')!.cells).toEqual({
      read: 'email.read',
      write: 'email.send',
    });
    expect(GRID_ROWS.at(-1)!.cells).toEqual({ billing: 'visma.invoice' });
  });

  it('tick what the patterns grant, a feature’s wildcard ticking its whole row', () => {
    expect(ticked(['orders.*', 'contacts.read'])).toEqual(['contacts.read', 'orders.read', 'orders.write']);
    expect(ticked(['*.read'])).toEqual(PERMISSIONS.filter((name) => name.endsWith('.read')).sort());
  });

  it('keep the patterns they cannot say, and lock the boxes those grant', () => {
    const grid = readGrid(['*.read', 'documents.read', 'orders.write', 'orders.read.own', 'inspections.*']);
    expect(grid.kept).toEqual(['*.read', 'documents.read', 'orders.read.own']);
    expect(grid.lockedOn.has('orders.read')).toBe(true);
    expect(grid.lockedOn.has('orders.write')).toBe(false);
    expect(isGridPattern('orders.*')).toBe(true);
    expect(isGridPattern('documents.*')).toBe(false);
    expect(isGridPattern('orders.read.*')).toBe(false);
  });

  it('give back the very same patterns when nothing is changed, for every built-in role', () => {
    for (const role of ROLE_NAMES) {
      const patterns = DEFAULT_ROLE_PERMISSIONS[role];
      expect(writeGrid(patterns, readGrid(patterns).granted)).toEqual(patterns);
    }
  });

  it('narrow a feature’s wildcard to the names still ticked, and never drop a kept pattern', () => {
    const patterns = ['inspections.*', 'documents.read', '*.read'];
    const without = new Set(readGrid(patterns).granted);
    without.delete('inspections.delete');
    expect(writeGrid(patterns, without)).toEqual([
      'documents.read',
      '*.read',
      'inspections.write',
      'inspections.price',
    ]);
  });

  it('add a ticked permission by its name, never as a wider wildcard', () => {
    const all = new Set<Permission>(['orders.read', 'orders.write']);
    expect(writeGrid([], all)).toEqual(['orders.read', 'orders.write']);
    expect(writeGrid(['orders.read'], new Set())).toEqual([]);
  });

  it('tick reading with changing or deleting, and untick the row with reading', () => {
    const on = toggleGrid(new Set(), 'inspections.delete', true);
    expect([...on].sort()).toEqual(['inspections.delete', 'inspections.read']);
    const withWrite = toggleGrid(on, 'inspections.write', true);
    expect([...toggleGrid(withWrite, 'inspections.delete', false)].sort()).toEqual([
      'inspections.read',
      'inspections.write',
    ]);
    expect([...toggleGrid(withWrite, 'inspections.read', false)]).toEqual([]);
  });

  it('sum up, per feature, what the patterns grant, for the list in words', () => {
    expect(
      grantedByFeature(readGrid(['inspections.read', 'inspections.write', 'email.*', 'documents.read'])),
    ).toEqual([
      { feature: 'inspections', actions: ['read', 'write'] },
      { feature: 'email', actions: ['read', 'send'] },
    ]);
  });
});
