import { redirect } from "react-router";
import type { Route } from "./+types/orders";

// The tracking page links "back" and "View All Orders" here (docs/product-rules.md#order-history); the list lives at
// /order-history.
export function loader({ context }: Route.LoaderArgs) {
  return redirect(context.user ? "/order-history" : "/login?redirectTo=%2Forder-history");
}
