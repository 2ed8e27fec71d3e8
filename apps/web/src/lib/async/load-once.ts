/**
 * A download (a lazy chunk, …) shared by every caller: the first call starts it, later calls get the same promise.
 * After a failure the next call tries again, so a retry button can recover from a network blip.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
