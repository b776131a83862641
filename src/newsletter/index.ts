// The newsletter capability's public entry: other capabilities import from here, never from its files (.dependency-cruiser.cjs).
export { listSubscribers, subscribersCsv } from "./admin-subscribers";
