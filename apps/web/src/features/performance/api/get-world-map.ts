import { useQuery } from '@tanstack/react-query';

/** The static world map (public/world-map.json, made by scripts/build-world-map.mjs): one SVG path per region. */
export interface WorldMap {
  width: number;
  height: number;
  regions: Record<'MALAYSIA' | 'UNITED_STATES' | 'REST', string>;
}

/** Spec section 7 "Static: world-map json": served with the web app, fetched only when the region view shows. */
export async function getWorldMap(signal?: AbortSignal): Promise<WorldMap> {
  const response = await fetch(`${import.meta.env.BASE_URL}world-map.json`, { signal });
  if (!response.ok) throw new Error(`world map: HTTP ${response.status}`);
  return (await response.json()) as WorldMap;
}

export function useWorldMap() {
  return useQuery({
    queryKey: ['static', 'world-map'],
    queryFn: ({ signal }) => getWorldMap(signal),
    staleTime: Infinity,
  });
}
