import type { ReactNode } from "react";
import { Form } from "react-router";
import { CheckedForm } from "./checked-form";
import { HeartIcon } from "./icons";
import { useScripted } from "~/lib/scripted";

/** The heart: posts a toggle to the wishlist action, which redirects back here with a toast. */
export function WishlistButton({
  productId,
  name,
  wishlisted,
  redirectTo,
  className = "",
  withText = false,
}: {
  productId: string;
  name: string;
  wishlisted: boolean;
  redirectTo: string;
  className?: string;
  withText?: boolean;
}) {
  const label = wishlisted ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`;
  return (
    <Form method="post" action="/wishlist" className={className}>
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="productId" value={productId} />
      {/* What the shopper saw, so a refused toggle names what they tried: adding or removing. */}
      {wishlisted && <input type="hidden" name="wishlisted" value="1" />}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {withText ? (
        // The product name is in the button text for screen readers only, so the accessible name
        // still contains the visible words (a differing aria-label hides them from voice control).
        <button type="submit" className="btn-secondary w-full">
          <HeartIcon filled={wishlisted} className={`size-5 ${wishlisted ? "text-accent" : ""}`} />
          {wishlisted ? (
            <span>
              In Wishlist<span className="sr-only">, remove {name} from wishlist</span>
            </span>
          ) : (
            <span>
              Add<span className="sr-only"> {name}</span> to Wishlist
            </span>
          )}
        </button>
      ) : (
        <button
          type="submit"
          aria-label={label}
          aria-pressed={wishlisted}
          className="grid size-11 place-items-center rounded-full bg-white/95 text-neutral-900 shadow-sm hover:text-accent"
        >
          <HeartIcon filled={wishlisted} className={`size-5 ${wishlisted ? "text-accent" : ""}`} />
        </button>
      )}
    </Form>
  );
}

/**
 * Add to Cart (shop card, product page): posts to the cart action, which redirects back here with the
 * "added" panel, and the page stays where it was (issue 45). With JavaScript the scroll position is
 * kept; without it the redirect comes back to the element `anchor` names (the form or its card), as
 * near as a page drawn afresh can come.
 */
export function AddToCartForm(props: {
  /** useAddToCartErrors: the size and colour are checked before anything is sent. */
  checks: Parameters<typeof CheckedForm>[0]["checks"];
  productId: string;
  redirectTo: string;
  anchor?: string;
  id?: string;
  className: string;
  children: ReactNode;
}) {
  const scripted = useScripted();
  const back = props.anchor && !scripted ? `${props.redirectTo}#${props.anchor}` : props.redirectTo;
  return (
    <CheckedForm checks={props.checks} action="/cart" preventScrollReset id={props.id} className={props.className}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={props.productId} />
      <input type="hidden" name="redirectTo" value={back} />
      {props.children}
    </CheckedForm>
  );
}
