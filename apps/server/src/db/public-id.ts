/**
 * Records named in URLs carry a random id (a `guid` uuid column; docs/security.md "Who is who"): the integer keys
 * stay inside the database. True for a uuid, so a malformed or old integer id is simply "not found" instead of a
 * database cast error.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
