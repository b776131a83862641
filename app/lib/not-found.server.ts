import { data } from "react-router";
import { stillInTheShop } from "@/catalog";
import type { AppContext } from "@/platform/context";
import { toCardProduct } from "./card-product";

/** The 404 a missing page throws, with the pieces still in the shop its boundary offers (NotFoundWithSuggestions). */
export async function notFoundWithSuggestions(app: AppContext) {
  return data({ suggestions: (await stillInTheShop(app)).map(toCardProduct) }, { status: 404 });
}
