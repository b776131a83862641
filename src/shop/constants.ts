// Business constants and limits (docs/product-rules.md), in one place, named in the shop's words.

/** The shop's name until STORE_NAME says otherwise. */
export const DEFAULT_STORE_NAME = "BAY";

/** The shop's brand green (app.css `--color-brand`): the browser's bar, the installed app's splash and icon, the mails. */
export const THEME_COLOUR = "#0f3d2e";

export const CATEGORIES = [
  "Shorts",
  "Hoodie",
  "Tank Top",
  "Jeans",
  "Jersey",
  "T-Shirt",
  "Shirt",
  "Polo",
  "Hat",
] as const;
export type Category = (typeof CATEGORIES)[number];

/** A category as the header's menu and the shop's heading name it: its products, in the plural. */
export const CATEGORY_PLURALS: Record<Category, string> = {
  Shorts: "Shorts",
  Hoodie: "Hoodies",
  "Tank Top": "Tank Tops",
  Jeans: "Jeans",
  Jersey: "Jerseys",
  "T-Shirt": "T-Shirts",
  Shirt: "Shirts",
  Polo: "Polos",
  Hat: "Hats",
};

/** Footer links use plural labels; each maps to one catalog category. */
export const FOOTER_CATEGORY_LINKS = [
  { label: "Jerseys", category: "Jersey" },
  { label: "T-Shirts", category: "T-Shirt" },
  { label: "Hoodies", category: "Hoodie" },
  { label: "Jeans", category: "Jeans" },
  { label: "Hats", category: "Hat" },
] as const satisfies ReadonlyArray<{ label: string; category: Category }>;

/** The sizes and colours a new shop starts with; the owner changes the lists (src/catalog/sizes-and-colours.ts). */
export const SIZES = ["S", "M", "L", "XL", "XXL", "28", "30", "32", "34", "36"] as const;
export const COLORS = ["Red", "Black", "White", "Blue", "Grey", "Navy"] as const;
/** Always a size a product may have: the one size of a product without sizes. */
export const ONE_SIZE = "One Size";
/** How many sizes and colours the shop may list, and how many of each one product may come in. */
export const MAX_SHOP_SIZES = 40;
export const MAX_SHOP_COLOURS = 40;
export const MAX_PRODUCT_SIZES = 20;
export const MAX_PRODUCT_COLOURS = 20;

export const SORTS = [
  { value: "popular", label: "Popular" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "newest", label: "Newest" },
  { value: "name", label: "A-Z" },
] as const;
export type Sort = (typeof SORTS)[number]["value"];

export const MIN_RATING_OPTIONS = [4, 3, 2, 1] as const;
export const AVAILABILITY_OPTIONS = [
  { value: "all", label: "All" },
  { value: "in-stock", label: "In Stock" },
  { value: "out-of-stock", label: "Out of Stock" },
] as const;
export type Availability = (typeof AVAILABILITY_OPTIONS)[number]["value"];

/**
 * The highest price a product may have: ₦100,000,000. Far above any garment, and it keeps every
 * order total (price × units, capped per order) well inside the integers JSON and JS hold exactly.
 */
export const MAX_PRODUCT_PRICE_KOBO = 100_000_000_00;

/** The seeded delivery zones (src/delivery): the owner changes them from Admin → Delivery. */
export const IBADAN_SHIPPING_FEE_KOBO = 4_000_00;
export const STANDARD_SHIPPING_FEE_KOBO = 8_000_00;
export const IBADAN_DELIVERY_TIME = { min: 24, max: 24, unit: "hours" } as const;
export const STANDARD_DELIVERY_TIME = { min: 2, max: 3, unit: "days" } as const;

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_SUGGESTIONS = 8;

export const RECENTLY_VIEWED_STORED = 10;
export const RECENTLY_VIEWED_SHOWN = 6;
export const FEATURED_COUNT = 3;
export const NEW_ARRIVALS_COUNT = 2;
export const RELATED_MAX = 8;
export const RELATED_MIN_SAME_CATEGORY = 4;
/** Popular products shown under "No products found": two rows of a phone's two columns. */
export const SUGGESTED_WHEN_NOTHING_FOUND = 4;

export const CAROUSEL_INTERVAL_MS = 4_000;

/** "Only n left" from this many down: the seeded default of the owner's low-stock threshold (src/store). */
export const LOW_STOCK_THRESHOLD = 5;
export const MAX_LOW_STOCK_THRESHOLD = 100;
export const SHOP_CARD_SIZE_CHIPS = 5;
/** Back-in-stock alerts one shopper may have waiting at once (issue 47): a wish list, not a crawler's. */
export const MAX_STOCK_ALERTS_PER_SHOPPER = 50;
/** Most colours a shop card offers for quick add; a product with more is chosen on its page (issue 45). */
export const SHOP_CARD_COLOR_CHIPS = 3;
export const FEATURED_PRIORITY_BELOW = 100;
export const DEFAULT_PRIORITY = 999;

export const TOAST_SUCCESS_MS = 3_000;
export const TOAST_ERROR_MS = 4_000;
export const NEWSLETTER_THANKS_MS = 3_000;
export const WELCOME_BACK_AFTER_MS = 60 * 60 * 1000;

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

export const ORDER_STATUSES = ["Pending", "Shipped", "Delivered", "Cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ["Pending", "Verified"] as const;
export const PAYMENT_METHODS = ["pay-on-delivery", "bank-transfer", "card"] as const;

export const PRODUCT_STATUSES = ["Active", "Inactive"] as const;

export const ROLES = ["customer", "admin"] as const;
export type Role = (typeof ROLES)[number];

/**
 * The 36 states and the Federal Capital Territory (37 entries, Kaduna spelled right:
 * docs/product-rules.md#nigerian-states).
 */
export const NIGERIAN_STATES = [
  "Abia",
  "Adamawa",
  "Akwa Ibom",
  "Anambra",
  "Bauchi",
  "Bayelsa",
  "Benue",
  "Borno",
  "Cross River",
  "Delta",
  "Ebonyi",
  "Edo",
  "Ekiti",
  "Enugu",
  "FCT",
  "Gombe",
  "Imo",
  "Jigawa",
  "Kaduna",
  "Kano",
  "Katsina",
  "Kebbi",
  "Kogi",
  "Kwara",
  "Lagos",
  "Nasarawa",
  "Niger",
  "Ogun",
  "Ondo",
  "Osun",
  "Oyo",
  "Plateau",
  "Rivers",
  "Sokoto",
  "Taraba",
  "Yobe",
  "Zamfara",
] as const;

/** The footer's two couriers until the owner names theirs (src/store). */
export const COURIERS = ["GIG Logistics", "Kwik Delivery"] as const;
export const CARD_BRANDS = ["Visa", "Mastercard", "Verve"] as const;

/** Review sorts and star filters of the product page (docs/product-rules.md#reviews); "recent" is the default. */
export const REVIEW_SORTS = [
  { value: "recent", label: "Most Recent" },
  { value: "highest", label: "Highest Rated" },
  { value: "lowest", label: "Lowest Rated" },
  { value: "helpful", label: "Most Helpful" },
] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number]["value"];
export const REVIEW_STARS = [5, 4, 3, 2, 1] as const;
export const REVIEWS_PER_PAGE = 20;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_COMMENT_MAX = 2000;

/** The longest private note the owner keeps on an order (admin order page). */
export const ORDER_NOTE_MAX = 2000;

/** Days after delivery a shopper may ask, on their order's page, to return or exchange pieces (docs/product-rules.md#returns). */
export const RETURN_WINDOW_DAYS = 7;
/** Why a piece goes back, as the shopper picks it. */
export const RETURN_REASONS = [
  "Too small",
  "Too big",
  "Not as pictured",
  "Faulty or damaged",
  "Wrong item sent",
  "Changed my mind",
] as const;
/** What the shopper would like instead of what they send back, and how the form words it. */
export const RETURN_WISHES = ["exchange", "refund"] as const;
export const RETURN_WANTS: Record<(typeof RETURN_WISHES)[number], string> = {
  exchange: "An exchange (another size or colour)",
  refund: "A refund",
};
/** Requested, then Accepted or Declined by the owner; an accepted return is Received once its parcel is back. */
export const RETURN_STATUSES = ["Requested", "Accepted", "Declined", "Received"] as const;
export const RETURN_NOTE_MAX = 500;
export const RETURN_REPLY_MAX = 1000;
