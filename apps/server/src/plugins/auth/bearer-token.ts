/** The token of an `Authorization: Bearer <token>` header, or undefined when the header is absent or malformed. */
export function readBearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer[ \t]+([A-Za-z0-9\-._~+/]+=*)[ \t]*$/i.exec(header);
  return match?.[1];
}
