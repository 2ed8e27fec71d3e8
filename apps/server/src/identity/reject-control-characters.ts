import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery, type ParsedUrlQuery } from 'node:querystring';
import { isSafeText } from '@harta/contracts/text-safety';
import { FORM_MEDIA_TYPE, PROVIDER_BODY_LIMIT, readExactly } from './form-body';

/**
 * The identity server's input check, run on every request under the issuer's path before the password fast
 * path and before oidc-provider (mount-fastify.ts). It answers 400 `{ error: 'invalid_request',
 * error_description }` (OAuth's JSON error) when a parameter holds a control character other than tab or a line
 * break, or a lone surrogate (the rule of contracts text-safety.ts), wherever the provider would read it from:
 * - the path segments and the query string (authorization, logout and discovery requests);
 * - a form body (token, revocation, introspection requests), decoded as the provider decodes it
 *   (node:querystring, honouring a charset parameter);
 * - Basic client credentials (form-encoded inside base64, RFC 6749 section 2.3.1).
 * Why: a NUL in a username, client id or token reached a PostgreSQL query and answered 500 `server_error`.
 *
 * A form body with a length is read and put back (`unshift`), so the next reader sees it untouched. One sent in
 * chunks cannot be put back once read to its end: it is handed on as `req.body`, the provider's documented way
 * to take a body parsed upstream (the fast path only takes bodies with a length). A body larger than the
 * provider's limit is left to the provider, which refuses it unread.
 */

async function readToEnd(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of req.iterator({ destroyOnReturn: false })) {
    received += (chunk as Buffer).length;
    if (received > PROVIDER_BODY_LIMIT) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, received);
}

/** The first parameter (by name) holding an unsafe name or value, '' for an unsafe name; undefined if none. */
function unsafeParameter(params: ParsedUrlQuery): string | undefined {
  for (const [name, value] of Object.entries(params)) {
    if (!isSafeText(name)) return '';
    const values = Array.isArray(value) ? value : [value ?? ''];
    if (!values.every(isSafeText)) return name;
  }
  return undefined;
}

function decodeFormComponent(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function unsafeBasicCredentials(authorization: string | undefined): boolean {
  const match = /^basic\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) return false;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  return !isSafeText(decoded) || !decoded.split(':').map(decodeFormComponent).every(isSafeText);
}

function unsafePath(pathname: string): boolean {
  return !pathname.split('/').every((segment) => isSafeText(decodeFormComponent(segment)));
}

function charsetOf(contentType: string): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType)?.[1];
}

function decodeForm(body: Buffer, charset: string | undefined): ParsedUrlQuery {
  const text = charset ? new TextDecoder(charset).decode(body) : body.toString();
  return parseQuery(text);
}

/** What is wrong with the request's form body, or undefined when it is fine (or not a form, or not ours to read). */
async function unsafeForm(req: IncomingMessage): Promise<string | undefined> {
  const contentType = req.headers['content-type'] ?? '';
  if (contentType.split(';')[0]!.trim().toLowerCase() !== FORM_MEDIA_TYPE) return undefined;
  const declared = req.headers['content-length'];
  let body: Buffer;
  if (declared !== undefined) {
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length <= 0 || length > PROVIDER_BODY_LIMIT) return undefined;
    body = await readExactly(req, length);
    req.unshift(body);
  } else if (req.headers['transfer-encoding'] !== undefined) {
    const whole = await readToEnd(req);
    if (!whole) throw new Error('request entity too large');
    body = whole;
    (req as IncomingMessage & { body?: Buffer }).body = body;
  } else {
    return undefined;
  }
  let params: ParsedUrlQuery;
  try {
    params = decodeForm(body, charsetOf(contentType));
  } catch {
    return undefined; // an unknown charset: the provider refuses the body itself
  }
  return unsafeParameter(params);
}

function describe(parameter: string): string {
  return parameter === ''
    ? 'a parameter name contains a control character'
    : `parameter ${parameter} contains a control character`;
}

function sendInvalidRequest(res: ServerResponse, description: string): void {
  if (res.headersSent || res.destroyed) return;
  res.statusCode = 400;
  res.setHeader('cache-control', 'no-store');
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ error: 'invalid_request', error_description: description }));
}

/**
 * Answers the request (and resolves true) when it carries a control character; otherwise resolves false and
 * leaves the request as it found it. `url` is the path below the mount point.
 */
export async function rejectControlCharacters(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  let problem: string | undefined;
  if (unsafePath(pathname)) problem = 'the path contains a control character';
  if (problem === undefined && queryAt !== -1) {
    const parameter = unsafeParameter(parseQuery(url.slice(queryAt + 1)));
    if (parameter !== undefined) problem = describe(parameter);
  }
  if (problem === undefined && unsafeBasicCredentials(req.headers.authorization)) {
    problem = 'the client credentials contain a control character';
  }
  if (problem === undefined) {
    try {
      const parameter = await unsafeForm(req);
      if (parameter !== undefined) problem = describe(parameter);
    } catch {
      sendInvalidRequest(res, 'failed to parse the request body');
      return true;
    }
  }
  if (problem === undefined) return false;
  sendInvalidRequest(res, problem);
  return true;
}
