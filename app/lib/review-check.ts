import { reviewFormSchema } from "@/reviews";
import { formCheck } from "./form-contract";

/** The reviews section's check, the action's own schema: loaded on first focus, so the product page's first view loads no zod. */
export const checkReviewForm = formCheck(reviewFormSchema);
