/** Keys in sessionStorage that belong to the signed-in account (e.g. when a code was sent). */
export const ACCOUNT_STORAGE_PREFIX = 'portal.account.';

type Listener = () => void;
const listeners = new Set<Listener>();

function getStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // blocked storage: the state is a convenience, never a requirement
  }
}

/** The stored text of a key (stable between calls, as useSyncExternalStore needs), or null. */
export function readAccountState(key: string): string | null {
  return getStorage()?.getItem(`${ACCOUNT_STORAGE_PREFIX}${key}`) ?? null;
}

export function writeAccountState(key: string, value: unknown): void {
  try {
    getStorage()?.setItem(`${ACCOUNT_STORAGE_PREFIX}${key}`, JSON.stringify(value));
  } catch {
    // A full storage keeps the old value; nothing depends on it.
  }
  for (const listener of listeners) listener();
}

export function subscribeAccountState(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets everything kept for the account in this tab (spec §6: logout clears the state). */
export function clearAccountState(): void {
  const storage = getStorage();
  if (!storage) return;
  for (const key of Object.keys(storage)) {
    if (key.startsWith(ACCOUNT_STORAGE_PREFIX)) storage.removeItem(key);
  }
  for (const listener of listeners) listener();
}
