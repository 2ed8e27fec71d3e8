import path from 'node:path';
import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
/** More re-exports than this: a package's index, followed only for the names imported from it. */
const BARREL_MIN_IMPORTS = 50;

type ChunkingContext = Parameters<Exclude<NonNullable<CodeSplitting['groups']>[number]['name'], string>>[1];

/**
 * Few, large chunks for what a first visit runs before its page shows; every other module is split as usual.
 *
 * Left to itself the bundler cuts the startup code into ~40 chunks (one per Mantine component or helper that a lazy
 * page also imports): on a phone over HTTP/1.1 (six connections) that is seven rounds of requests, most of each
 * chunk's cost its headers and round trip (bench/README.md, "Lighthouse"). Here each module that a listed root
 * imports statically (directly or not) goes to one chunk per set of roots that need it: the boot (the entry), the
 * shell (what the settings gate waits for), each first page, and what those pages share. A lazy page elsewhere that
 * imports one of those modules loads that chunk whole, a little more than it needs, once.
 */
export function firstRenderChunks({
  root,
  startup,
  pages,
}: {
  /** The web app's folder: the modules below are relative to it. */
  root: string;
  /** Chunk name → its modules, in the order they load (the boot, then the shell): a module goes to the first. */
  startup: Record<string, string[]>;
  /** Chunk name → a first page's modules: a module that several need goes to a chunk of its own (`a+b`). */
  pages: Record<string, string[]>;
}): CodeSplitting {
  let owners: Map<string, string> | undefined;

  /** A package's index that re-exports its every part (Mantine's): name → the file it comes from. */
  const barrels = new Map<string, Map<string, string> | null>();
  function barrelOf(id: string, ctx: ChunkingContext): Map<string, string> | null {
    if (!barrels.has(id)) {
      const info = ctx.getModuleInfo(id);
      let table: Map<string, string> | null = null;
      if (id.includes('node_modules') && info?.code && info.importedIds.length > BARREL_MIN_IMPORTS) {
        table = new Map();
        for (const [, names, from] of info.code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g)) {
          for (const name of (names ?? '').split(',')) {
            const local = name
              .split(/\s+as\s+/)
              .pop()
              ?.trim();
            if (local) table.set(local, path.resolve(path.dirname(id), from ?? ''));
          }
        }
      }
      barrels.set(id, table);
    }
    return barrels.get(id) ?? null;
  }

  /** The names a module imports from bare specifiers (packages). */
  function namesImported(code: string | null): string[] {
    const names: string[] = [];
    for (const [, list] of (code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*["'][^."'][^"']*["']/g)) {
      for (const name of (list ?? '').split(',')) {
        const imported = name
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (imported) names.push(imported);
      }
    }
    return names;
  }

  function staticClosure(modules: string[], ctx: ChunkingContext): Set<string> {
    const seen = new Set<string>();
    const stack = modules.map((module) => path.resolve(root, module));
    for (const id of stack) if (!ctx.getModuleInfo(id)) throw new Error(`first-render-chunks: no module ${id}`);
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      seen.add(id);
      for (const imported of info.importedIds) {
        const barrel = barrelOf(imported, ctx);
        if (!barrel) {
          stack.push(imported);
          continue;
        }
        // Only the parts of the package this module uses: through the index, every page's would come along.
        seen.add(imported);
        for (const name of namesImported(info.code)) {
          const file = barrel.get(name);
          if (file) stack.push(file);
        }
      }
    }
    return seen;
  }

  function ownerships(ctx: ChunkingContext): Map<string, string> {
    const result = new Map<string, string>();
    for (const [name, modules] of Object.entries(startup)) {
      for (const id of staticClosure(modules, ctx)) if (!result.has(id)) result.set(id, name);
    }
    const closures = Object.entries(pages).map(([name, modules]) => ({ name, ids: staticClosure(modules, ctx) }));
    for (const id of new Set(closures.flatMap(({ ids }) => [...ids]))) {
      if (result.has(id)) continue;
      const users = closures.filter(({ ids }) => ids.has(id)).map(({ name }) => name);
      result.set(id, users.join('+'));
    }
    return result;
  }

  const pageNames = Object.keys(pages);
  // Every set of pages a module may be shared by, larger sets first.
  const pageSets = Array.from({ length: 2 ** pageNames.length - 1 }, (_, bits) =>
    pageNames.filter((_, index) => (bits + 1) & (2 ** index)),
  ).sort((a, b) => b.length - a.length);
  const names = [...Object.keys(startup), ...pageSets.map((set) => set.join('+'))];

  // One group per chunk, earlier ones first: a group also takes the modules its own import (the bundler's
  // includeDependenciesRecursively), so a later one must not take what the boot or a shared chunk holds.
  return {
    groups: names.map((name, index) => ({
      priority: names.length - index,
      ...(index === 0
        ? // Called for every module before any other group is looked at: the map is made here, once.
          { name: (id: string, ctx: ChunkingContext) => ((owners ??= ownerships(ctx)).get(id) === name ? name : null) }
        : {
            name,
            test: (id: string) => {
              if (!owners) throw new Error('first-render-chunks: the bundler asked the groups in another order');
              return owners.get(id) === name;
            },
          }),
    })),
  };
}
