import { StorageKeys } from '../storage/storage-keys';
import { browserLocalStorage, browserSessionStorage, removeByPrefix } from '../storage/safe-storage';

/** Forgets every per-session flag ("notice shown", "prompt dismissed") so a new login starts clean. */
export function clearPendingFlags(): void {
  removeByPrefix(browserLocalStorage(), StorageKeys.pendingFlagPrefix);
  removeByPrefix(browserSessionStorage(), StorageKeys.pendingFlagPrefix);
}
