import { z } from "zod";
import type { Route } from "./+types/recently-viewed";
import { productsByIds } from "@/catalog";
import { isUuid } from "@/db/ids";
import { RECENTLY_VIEWED_STORED } from "@/shop/constants";
import { toCardProduct } from "~/lib/card-product";

const idsSchema = z
  .string()
  .transform((s) => s.split(",").filter(isUuid).slice(0, RECENTLY_VIEWED_STORED))
  .catch([]);

/** Card data for the ids this browser remembers, in the order given; unknown or hidden ones drop out. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = idsSchema.parse(new URL(request.url).searchParams.get("ids") ?? "");
  if (ids.length === 0) return { products: [] };
  return { products: (await productsByIds(context.app, ids)).map(toCardProduct) };
}
