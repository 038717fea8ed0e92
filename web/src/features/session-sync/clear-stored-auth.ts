import { appStorageKey, useAppStorage } from '../../lib/app-storage';
import { storedAuthKeysToRemove } from './stored-auth-keys';

function clearArea(area: () => Storage): void {
  try {
    const storage = area();
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null) keys.push(key);
    }
    for (const key of storedAuthKeysToRemove(keys, appStorageKey)) storage.removeItem(key);
  } catch {
    // Storage unavailable (private mode, blocked): nothing was stored there.
  }
}

/**
 * Forgets every stored auth entry of this browser (spec sections 3 and 4): the user and current
 * company of the app-storage entry (dark mode, sidebar and language stay) and the keys of
 * `stored-auth-keys.ts` in localStorage and this tab's sessionStorage.
 */
export function clearStoredAuth(): void {
  useAppStorage.getState().clearSession();
  clearArea(() => localStorage);
  clearArea(() => sessionStorage);
}
