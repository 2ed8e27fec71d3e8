/**
 * A Fastify route pattern from a contracts path builder: `routePattern(ApiPaths.backoffice.approve, 'clientId')`
 * → '/api/backoffice/applications/:clientId/approve'. (Calling the builder with ':clientId' directly would
 * percent-encode the colon.)
 */
export function routePattern(build: (value: string) => string, param: string): string {
  const marker = `__${param}__`;
  return build(marker).replace(marker, `:${param}`);
}
