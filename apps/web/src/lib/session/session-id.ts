import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';

let memory: string | null = null;

/** One id per browser tab, kept in sessionStorage: the live socket is keyed by it (with tenant and user). */
export function getSessionId(): string {
  const stored = readStored(STORAGE_KEYS.sessionId, 'sessionStorage') ?? memory;
  if (stored) return stored;
  const created = crypto.randomUUID();
  memory = created;
  writeStored(STORAGE_KEYS.sessionId, created, 'sessionStorage');
  return created;
}
