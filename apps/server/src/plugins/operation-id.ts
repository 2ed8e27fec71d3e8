/**
 * The OpenAPI `operationId` of a route, derived from its method and path so it is stable (the same route always
 * gets the same name, whatever order the routes are registered in) and unique (method and path are). Generated
 * clients name their functions after it: `GET /api/payments/:orderId` → `getPaymentsByOrderId`,
 * `POST /api/v2/switch-profile/save` → `postV2SwitchProfileSave`. A route may declare its own in its schema.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .flatMap((segment) => {
      const parameter = /^[:{](\w+)\}?$/.exec(segment);
      if (parameter) return ['by', ...wordsOf(parameter[1]!)];
      return wordsOf(segment);
    });
  return [method.toLowerCase(), ...words.map(capitalise)].join('');
}

/** 'switch-profile' → ['switch', 'profile']; 'getClientById' → ['getClientById']; 'appsettings.json' → two. */
function wordsOf(segment: string): string[] {
  return segment.split(/[^A-Za-z0-9]+/).filter((word) => word !== '');
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
