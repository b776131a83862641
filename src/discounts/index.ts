// The discounts capability's public entry: other capabilities and pages import from here, never from its files (.dependency-cruiser.cjs).
export {
  codeStateLabel,
  type DiscountProblem,
  discountProblemMessage,
  discountSummary,
  UNKNOWN_CODE_MESSAGE,
} from "./discount-wording";
export { applyDiscountCodeFormSchema, applyDiscountCodeSchema } from "./discount-schema";
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
export {
  createDiscountCode,
  deleteDiscountCode,
  type DiscountCodeView,
  listDiscountCodes,
  updateDiscountCode,
} from "./discount-codes";
export { DISCOUNT_FORM_FIELDS } from "./discount-form";
export { discountCodeFormSchema } from "./discount-form-schema";
