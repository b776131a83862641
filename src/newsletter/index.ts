// The newsletter capability's public entry: other capabilities and pages import from here, never from its files (.dependency-cruiser.cjs).
export { listSubscribers, subscribersCsv } from "./admin-subscribers";
export { newsletterFormSchema } from "./newsletter-schema";
export { NEWSLETTER_THANKS, subscribeToNewsletter } from "./subscriptions";
