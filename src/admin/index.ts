// The admin capability's public entry: other capabilities and pages import from here, never from its files (.dependency-cruiser.cjs).
export { adminOverview, ownerToDo, pendingOrderCount, type OwnerToDo } from "./overview";
export { DIGEST_HOUR, sendOwnerDigest, startOwnerDigest, type DigestOutcome } from "./owner-digest";
