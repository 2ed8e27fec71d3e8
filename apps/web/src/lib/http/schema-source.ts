import type { z } from 'zod';

/**
 * A response schema, given directly or as a loader. Contracts' schemas are built with zod (23 KB gzip); the few
 * calls the layout shell makes at start pass a loader so zod stays out of the initial bundle and arrives
 * while the first request is in flight. Pages, which are lazy chunks anyway, pass their schema directly.
 */
export type SchemaSource<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

export async function resolveSchema<T>(source: SchemaSource<T>): Promise<z.ZodType<T>> {
  return typeof source === 'function' ? source() : source;
}
