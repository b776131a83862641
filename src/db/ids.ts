// Ids from URLs and forms are checked before they reach a uuid column, which rejects junk with a
// cast error (a 500) instead of matching nothing.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NIL_UUID = "00000000-0000-0000-0000-000000000000";

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** An id safe to compare with a uuid column: a malformed one matches nothing (a 404). */
export function matchableId(id: string): string {
  return isUuid(id) ? id : NIL_UUID;
}
