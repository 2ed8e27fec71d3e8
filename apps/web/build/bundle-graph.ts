import type { Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/** The chunks of a bundle, and what a module's chunk pulls in with it. */
export function bundleGraph(bundle: Rolldown.OutputBundle) {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

  /** The chunk whose own module (not a shared piece) is `module`: the end of its path (from the web app's root). */
  function chunkOf(module: string): OutputChunk {
    const chunk =
      chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`)) ??
      // A module that shares its chunk with others (no facade): the chunk that holds it.
      chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(`/${module}`)));
    if (!chunk) throw new Error(`no chunk for ${module} (was it renamed?)`);
    return chunk;
  }

  /** A chunk's file and every file it imports statically, recursively: what must load before it runs. */
  function closure(fileNames: string[]): Set<string> {
    const files = new Set<string>();
    const visit = (fileName: string) => {
      // Only files of the bundle (an import of a chunk Vite dropped, one that only carried CSS, is left out).
      if (files.has(fileName) || !byFile.has(fileName)) return;
      files.add(fileName);
      for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
    };
    for (const fileName of fileNames) visit(fileName);
    return files;
  }

  /** The CSS files Vite attaches to these chunks (it inserts them when the chunk is imported). */
  function cssOf(fileNames: Iterable<string>): Set<string> {
    const css = new Set<string>();
    for (const fileName of fileNames) {
      const metadata = (byFile.get(fileName) as { viteMetadata?: { importedCss?: Set<string> } } | undefined)
        ?.viteMetadata;
      for (const file of metadata?.importedCss ?? []) css.add(file);
    }
    return css;
  }

  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  return { chunkOf, closure, cssOf, entries };
}
