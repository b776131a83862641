// The discounts capability's public entry: other capabilities import from here, never from its files (.dependency-cruiser.cjs).
export { discountProblemMessage, UNKNOWN_CODE_MESSAGE, type DiscountProblem } from "./discount-wording";
export { applyDiscountCodeSchema } from "./discount-schema";
export { discountKobo, discountProblem, discountsCategory, usesByShopper } from "./discount-rules";
export { countCodeTry, forgiveCodeTry } from "./code-tries";
export {
  appliedDiscountCode,
  cartDiscount,
  discountCodeNamed,
  forgetDiscountCode,
  rememberDiscountCode,
  type CartDiscount,
} from "./shopper-codes";
export { giveDiscountUseBack, retakeDiscountUse } from "./order-discount-uses";
