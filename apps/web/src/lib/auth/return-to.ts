import { StorageKeys } from '../storage/storage-keys';
import { browserSessionStorage, readString, removeKey, writeString } from '../storage/safe-storage';

/**
 * The route an anonymous user tried to open, kept for the tab (sessionStorage) so login can return there
 * ("the remembered target route", spec section 4). Only same-app paths are accepted, never a full URL.
 */
export function rememberReturnTo(path: string, storage = browserSessionStorage()): void {
  if (isSafeAppPath(path)) writeString(storage, StorageKeys.returnTo, path);
}

/** Reads and forgets the remembered route. */
export function takeReturnTo(storage = browserSessionStorage()): string | null {
  const value = readString(storage, StorageKeys.returnTo);
  removeKey(storage, StorageKeys.returnTo);
  return value && isSafeAppPath(value) ? value : null;
}

export function isSafeAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}
