import { discountCodeFormSchema } from "@/discounts";
import { formCheck } from "./form-contract";

/** The admin's discount code form's check, the action's own schema: loaded on first focus (see useFormErrors). */
export const checkDiscountCodeForm = formCheck(discountCodeFormSchema);
