import { useSyncExternalStore } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';

/** The tenant the app is initialised for; remembered locally so the next visit starts there. */
let selected: string | null = readStored(STORAGE_KEYS.selectedTenant);
const listeners = new Set<() => void>();

export function getSelectedTenantId(): string | null {
  return selected;
}

export function setSelectedTenantId(tenantId: string | null): void {
  if (tenantId === selected) return;
  selected = tenantId;
  writeStored(STORAGE_KEYS.selectedTenant, tenantId);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSelectedTenantId(): string | null {
  return useSyncExternalStore(subscribe, getSelectedTenantId, getSelectedTenantId);
}
