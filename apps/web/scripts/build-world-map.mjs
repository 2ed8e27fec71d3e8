#!/usr/bin/env node
/**
 * One-off generator of `public/world-map.json`, the static world map of the performance page's region view
 * (spec section 7 "Static: world-map json"). Run again only to change the map:
 *
 *   npm pack world-atlas@2.0.2 && tar xzf world-atlas-2.0.2.tgz
 *   node apps/web/scripts/build-world-map.mjs package/countries-110m.json > apps/web/public/world-map.json
 *
 * world-atlas is Natural Earth's 1:110m countries as TopoJSON (public domain). The map needs no geography library
 * at run time: this decodes the topology, drops Antarctica, projects plate carrée (equirectangular) onto a
 * 3-pixels-a-degree grid and writes one SVG path per region of the allocation (ETF regions: Malaysia, the United
 * States, the rest of the world), integer coordinates, relative moves. About 40 KB, fetched only with the map.
 */
import { readFileSync } from 'node:fs';

const [source] = process.argv.slice(2);
if (!source) {
  console.error('usage: build-world-map.mjs <countries-110m.json>');
  process.exit(1);
}
const topology = JSON.parse(readFileSync(source, 'utf8'));
const PX = 3; // pixels a degree
const NORTH = 84; // crop: the Arctic islands' tips and everything south of 58°S (Antarctica, the Southern Ocean)
const SOUTH = -58;
const WIDTH = 360 * PX;
const HEIGHT = (NORTH - SOUTH) * PX;
const ANTARCTICA = '010';
const REGION_OF = { 458: 'MALAYSIA', 840: 'UNITED_STATES' };

/** TopoJSON arcs are quantised and delta-encoded: absolute longitude/latitude pairs. */
const { scale, translate } = topology.transform;
const arcs = topology.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]) => {
    x += dx;
    y += dy;
    return [x * scale[0] + translate[0], y * scale[1] + translate[1]];
  });
});

/**
 * A ring's points from its arc indices (~i is arc i reversed; consecutive arcs share their joining point). A ring
 * that crosses the antimeridian (Russia, Fiji) is unwrapped into one continuous shape, running off the map's
 * edge, instead of a line drawn across the whole world.
 */
function ring(indices) {
  const points = [];
  for (const index of indices) {
    const arc = index < 0 ? [...arcs[~index]].reverse() : arcs[index];
    points.push(...(points.length ? arc.slice(1) : arc));
  }
  let shift = 0;
  return points.map(([lon, lat], i) => {
    const previous = points[i - 1];
    if (previous && Math.abs(lon - previous[0]) > 180) shift += lon < previous[0] ? 360 : -360;
    return [lon + shift, lat];
  });
}

const project = ([lon, lat]) => [
  Math.round((lon + 180) * PX),
  Math.round((NORTH - Math.min(NORTH, Math.max(SOUTH, lat))) * PX),
];

/** One closed subpath, relative moves after the first, repeated points dropped; null when it collapses. */
function subpath(points) {
  const projected = points
    .map(project)
    .filter((p, i, all) => i === 0 || p[0] !== all[i - 1][0] || p[1] !== all[i - 1][1]);
  if (projected.length < 4) return null;
  let [px, py] = projected[0];
  let d = `M${px} ${py}`;
  for (const [x, y] of projected.slice(1)) {
    d += `l${x - px} ${y - py}`;
    [px, py] = [x, y];
  }
  return `${d}z`;
}

const paths = { MALAYSIA: [], UNITED_STATES: [], REST: [] };
for (const geometry of topology.objects.countries.geometries) {
  if (geometry.id === ANTARCTICA || !geometry.arcs) continue;
  const polygons = geometry.type === 'Polygon' ? [geometry.arcs] : geometry.arcs;
  const region = REGION_OF[Number(geometry.id)] ?? 'REST';
  for (const polygon of polygons) {
    for (const indices of polygon) {
      const d = subpath(ring(indices));
      if (d) paths[region].push(d);
    }
  }
}

process.stdout.write(
  `${JSON.stringify(
    {
      source: 'Natural Earth 1:110m countries (public domain) via world-atlas 2.0.2; plate carrée, 84°N to 58°S',
      width: WIDTH,
      height: HEIGHT,
      regions: Object.fromEntries(Object.entries(paths).map(([region, list]) => [region, list.join('')])),
    },
    null,
    2,
  )}\n`,
);
