/**
 * Web storage that never throws: private browsing, full quotas and disabled storage must not stop
 * the app, they only cost the remembered value.
 */
function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export function readStored(
  key: string,
  kind: 'localStorage' | 'sessionStorage' = 'localStorage',
): string | null {
  try {
    return safeStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(
  key: string,
  value: string | null,
  kind: 'localStorage' | 'sessionStorage' = 'localStorage',
): void {
  try {
    const storage = safeStorage(kind);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage is a convenience here; losing a value is acceptable.
  }
}

export function readStoredJson<Value>(key: string, kind?: 'localStorage' | 'sessionStorage'): Value | null {
  const text = readStored(key, kind);
  if (!text) return null;
  try {
    return JSON.parse(text) as Value;
  } catch {
    return null;
  }
}

export function writeStoredJson(key: string, value: unknown, kind?: 'localStorage' | 'sessionStorage'): void {
  writeStored(key, JSON.stringify(value), kind);
}

/** Every key the app stores, in one place so they never collide. */
export const STORAGE_KEYS = {
  selectedTenant: 'syna.tenant',
  /** The language the user chose in their settings, so that the next start is in it at once. */
  language: 'syna.language',
  sessionId: 'syna.session',
  history: (userId: string) => `syna.history.${userId}`,
  /** Page size per list (`{ [listId]: size }`), per user. */
  pageSizes: (userId: string) => `syna.pageSizes.${userId}`,
  /** The remark clipboard and the last saved remark, per user and tenant. */
  remarkClipboard: (userId: string, tenantId: string) => `syna.remarks.${userId}.${tenantId}`,
  /** An admin editor's unsaved changes of a record (`new` before it is created), per kind and tenant. */
  editorDraft: (kind: string, tenantId: string, id: string | null) =>
    `syna.${kind}Draft.${tenantId}.${id ?? 'new'}`,
} as const;
