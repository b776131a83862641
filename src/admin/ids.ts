const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NIL_UUID = "00000000-0000-0000-0000-000000000000";

/** An id from a URL, safe to compare with a uuid column: a malformed one matches nothing (a 404), not a cast error. */
export function matchableId(id: string): string {
  return UUID.test(id) ? id : NIL_UUID;
}
