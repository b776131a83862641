import { and, asc, eq, sql } from "drizzle-orm";
import { type CurrentUser, requireUser } from "@/platform/access";
import {
  choosableSizes,
  productViewColumns,
  toProductView,
  unitPriceKobo,
  type ProductView,
  type ProductViewRow,
} from "@/catalog";
import { preparedOnce } from "@/db/client";
import { isUuid } from "@/db/ids";
import { activeProductById, productName, theProduct, theVariant, variantColumns } from "@/catalog/query-parts";
import { cartItems, type CartItemRow } from "./tables";
import type { AppContext } from "@/platform/context";
import { AppError, conflict, invalid, notFound } from "@/platform/errors";
import { parseInput } from "@/platform/validation";
import { ONE_SIZE } from "@/shop/constants";
import { orderLimits, tooManyItemsMessage, tooManyOfOneItemMessage, type OrderLimits } from "@/checkout";
import { appliedDiscountCode, cartDiscount, type CartDiscount } from "@/discounts";
import { addToCartSchema, updateQuantitySchema } from "./cart-schemas";

export type CartLine = {
  id: string;
  productId: string;
  variantId: string;
  quantity: number;
  size: string;
  color: string;
  unitPriceKobo: number;
  lineTotalKobo: number;
  /**
   * Why the line cannot be ordered as it is (its variant sold out, or has fewer units than the line
   * holds, since it was added), in the words of docs/product-rules.md#cart-quantity; null when it can. Checkout refuses the same.
   */
  stockProblem: string | null;
  product: ProductView;
};
/** `discount`: the code the shopper applied, what it takes off today or why it does not apply. */
export type Cart = { items: CartLine[]; subtotalKobo: number; itemCount: number; discount: CartDiscount | null };

export const SIGN_IN_TO_ADD = "Please sign in to add items to cart";

/** The words (docs/product-rules.md#cart-quantity) for a line that holds more than its variant has left. */
function stockProblem(quantity: number, variantStock: number): string | null {
  if (variantStock === 0) return "Sold out";
  return quantity > variantStock ? `Only ${variantStock} items available in stock` : null;
}

/** A cart line priced at today's price (the sale price while on sale). */
function toCartLine(line: CartItemRow, product: ProductViewRow): CartLine {
  const unit = unitPriceKobo(product);
  const variant = product.variants.find((v) => v.id === line.variantId);
  return {
    id: line.id,
    productId: line.productId,
    variantId: line.variantId,
    quantity: line.quantity,
    size: line.size,
    // Lines added before colours were required kept '' for a colour left open: name their variant's.
    color: variant?.color ?? line.color,
    unitPriceKobo: unit,
    lineTotalKobo: unit * line.quantity,
    stockProblem: stockProblem(line.quantity, variant?.stockQuantity ?? 0),
    product: toProductView(product),
  };
}

/** The shopper's cart, oldest line first, each priced at today's price (sale price when on sale). */
export async function getCart(ctx: AppContext, user: CurrentUser | null): Promise<Cart> {
  const shopper = requireUser(user);
  // Read on every view of the bag and the checkout: parsed and planned once, not per view.
  const lines = preparedOnce(ctx.db, "cart_lines", (db) =>
    db
      .select({ line: cartItems, product: productViewColumns })
      .from(cartItems)
      .innerJoin(...theProduct(cartItems.productId))
      .where(eq(cartItems.userId, sql.placeholder("userId")))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      .prepare("cart_lines"),
  );
  const [rows, code] = await Promise.all([lines.execute({ userId: shopper.id }), appliedDiscountCode(ctx, shopper.id)]);
  const items = rows.map(({ line, product }) => toCartLine(line, product));
  return {
    items,
    subtotalKobo: items.reduce((sum, line) => sum + line.lineTotalKobo, 0),
    itemCount: items.reduce((sum, line) => sum + line.quantity, 0),
    discount: code && items.length > 0 ? await cartDiscount(ctx, shopper.id, code, items) : null,
  };
}

function tooManyOfOneItem(limits: OrderLimits) {
  const message = tooManyOfOneItemMessage(limits);
  return invalid(message, { quantity: message });
}

function tooManyItems(limits: OrderLimits) {
  const message = tooManyItemsMessage(limits);
  return invalid(message, { quantity: message });
}

/** The shopper's units of all lines, for the per-order limit. */
const unitsInCart = (userId: unknown) =>
  sql<number>`(SELECT coalesce(sum(cart.quantity), 0)::int FROM cart_items AS cart WHERE cart.user_id = ${userId})`;

/** The product being added, by the prepared statement's productId. */
const PRODUCT_ADDED = activeProductById(sql.placeholder("productId"));

/**
 * The product to add with its variants, how many of it (and of each variant) the shopper already has
 * in the cart and how many units the whole cart holds (one round trip).
 */
async function activeProductFor(ctx: AppContext, shopper: CurrentUser, productId: string) {
  if (!isUuid(productId)) throw notFound("Product not found");
  const query = preparedOnce(ctx.db, "cart_product", (db) =>
    db
      .select({
        product: productViewColumns,
        // Spelled out: Drizzle leaves column names unqualified here, and "id" would mean the cart line's.
        inCart: sql<number>`(SELECT coalesce(sum(line.quantity), 0)::int FROM cart_items AS line
          WHERE line.user_id = ${sql.placeholder("userId")} AND line.product_id = products.id)`,
        inCartByVariant: sql<Record<string, number>>`(SELECT coalesce(jsonb_object_agg(variant_id, units), '{}')
          FROM (SELECT line.variant_id, sum(line.quantity)::int AS units FROM cart_items AS line
                WHERE line.user_id = ${sql.placeholder("userId")} AND line.product_id = products.id
                GROUP BY line.variant_id) AS per_variant)`,
        cartUnits: unitsInCart(sql.placeholder("userId")),
      })
      .from(PRODUCT_ADDED.table)
      .where(PRODUCT_ADDED.where)
      .limit(1)
      .prepare("cart_product"),
  );
  const [row] = await query.execute({ productId, userId: shopper.id });
  if (!row) throw notFound("Product not found");
  return {
    product: row.product,
    inCart: Number(row.inCart),
    inCartByVariant: row.inCartByVariant,
    cartUnits: Number(row.cartUnits),
  };
}

/**
 * Adds `quantity` to the shopper's line of this variant (its product, size and colour), or starts the
 * line; a line that would pass `maxPerLine` is left as it is and no row comes back.
 */
function upsertCartLine(ctx: AppContext) {
  return preparedOnce(ctx.db, "cart_upsert", (db) =>
    db
      .insert(cartItems)
      .values({
        userId: sql.placeholder("userId"),
        productId: sql.placeholder("productId"),
        variantId: sql.placeholder("variantId"),
        size: sql.placeholder("size"),
        color: sql.placeholder("color"),
        quantity: sql.placeholder("quantity"),
      })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId, cartItems.size, cartItems.color],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
        setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${sql.placeholder("maxPerLine")}`,
      })
      .returning()
      .prepare("cart_upsert"),
  );
}

type AddInput = { variantId?: string; size?: string; color?: string };

/** The size the line is for: required when the product has sizes to choose from, "One Size" when that is all. */
function lineSize(product: ProductViewRow, size: string | undefined): string {
  const sizes = choosableSizes(product.sizes);
  if (sizes.length > 0) {
    if (!size || !sizes.includes(size))
      throw new AppError(422, "size_required", "Please select a size", { size: "Please select a size" });
    return size;
  }
  return product.sizes.includes(ONE_SIZE) ? ONE_SIZE : "";
}

const pleaseSelectColour = () =>
  new AppError(422, "invalid", "Please select a colour", { color: "Please select a colour" });

/**
 * The colour the line is for. The cart never guesses one (issue 45): a product with one colour has
 * that one, a product with several needs the shopper's choice, one without colours has none.
 */
function lineColor(product: ProductViewRow, color: string | undefined): string {
  if (product.colors.length === 0) return "";
  if (color) {
    if (!product.colors.includes(color)) throw pleaseSelectColour();
    return color;
  }
  if (product.colors.length === 1) return product.colors[0];
  throw pleaseSelectColour();
}

/**
 * The variant the shopper asked for: by id, or by exactly its size and colour (lineSize, lineColor).
 * This is the shop's only rule for which variant a choice names: every line gets its variant here, so
 * checkout and the cart read the line's own. SQL's variant_for_item (migration 0030) only recovers a
 * row written without one, and the product page's opening colour (firstPick) is a suggestion the
 * shopper sees and sends, not a choice made for them.
 */
function chosenVariant(product: ProductViewRow, input: AddInput) {
  if (input.variantId) {
    const byId = product.variants.find((v) => v.id === input.variantId);
    if (!byId) throw invalid("Please select a size", { variantId: "Please select a size" });
    return byId;
  }
  const size = lineSize(product, input.size);
  const color = lineColor(product, input.color);
  const variant = product.variants.find((v) => v.size === size && v.color === color);
  if (!variant) throw pleaseSelectColour();
  return variant;
}

/**
 * Adds to the cart under docs/product-rules.md#add-to-cart. The same variant grows one line; another size or colour is
 * another line. The stock rules hold for the product's total (all the shopper's lines of it, as before
 * variants) and for the variant's own stock.
 */
export async function addToCart(ctx: AppContext, user: CurrentUser | null, input: unknown): Promise<CartLine> {
  const shopper = requireUser(user, SIGN_IN_TO_ADD);
  const { productId, quantity, ...choice } = parseInput(addToCartSchema, input);
  const { product, inCart, inCartByVariant, cartUnits } = await activeProductFor(ctx, shopper, productId);
  const inCartOf = (variantId: string) => inCartByVariant[variantId] ?? 0;
  const variant = chosenVariant(product, choice);

  // The product's total first, as before variants, then the variant's own stock.
  const cannotAddMore = () => conflict("Cannot add more items than available in stock");
  if (quantity > product.stockQuantity) throw conflict("Insufficient stock available");
  if (inCart + quantity > product.stockQuantity) throw cannotAddMore();
  if (quantity > variant.stockQuantity) throw conflict("Insufficient stock available");
  if (inCartOf(variant.id) + quantity > variant.stockQuantity) throw cannotAddMore();
  const limits = orderLimits(ctx.config);
  if (quantity > limits.unitsPerLine) throw tooManyOfOneItem(limits);
  if (cartUnits + quantity > limits.unitsPerOrder) throw tooManyItems(limits);

  const [line] = await upsertCartLine(ctx).execute({
    userId: shopper.id,
    productId: product.id,
    variantId: variant.id,
    size: variant.size,
    color: variant.color,
    quantity,
    maxPerLine: limits.unitsPerLine,
  });
  if (!line) throw tooManyOfOneItem(limits);
  return toCartLine(line, product);
}

async function ownLine(ctx: AppContext, shopper: CurrentUser, lineId: string) {
  if (!isUuid(lineId)) throw notFound("Cart item not found");
  const [row] = await ctx.db
    .select({ line: cartItems, stock: variantColumns.stockQuantity, cartUnits: unitsInCart(shopper.id) })
    .from(cartItems)
    .innerJoin(...theVariant(cartItems.variantId))
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, shopper.id)))
    .limit(1);
  if (!row) throw notFound("Cart item not found");
  return row;
}

/**
 * Sets a line's quantity: at least 1, at most its variant's stock and the order limits. Lowering a
 * quantity is always allowed, even in a cart filled before a limit was lowered.
 */
export async function updateCartQuantity(
  ctx: AppContext,
  user: CurrentUser | null,
  lineId: string,
  input: { quantity: unknown },
): Promise<void> {
  const shopper = requireUser(user);
  const { quantity } = parseInput(updateQuantitySchema, input);
  const { line, stock, cartUnits } = await ownLine(ctx, shopper, lineId);
  if (quantity > stock) throw conflict(`Only ${stock} items available in stock`);
  if (quantity > line.quantity) {
    const limits = orderLimits(ctx.config);
    if (quantity > limits.unitsPerLine) throw tooManyOfOneItem(limits);
    if (Number(cartUnits) - line.quantity + quantity > limits.unitsPerOrder) throw tooManyItems(limits);
  }
  await ctx.db
    .update(cartItems)
    .set({ quantity, updatedAt: sql`now()` })
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, shopper.id)));
}

/** Changes a line's quantity by +1 or -1 (the cart page's plus and minus buttons). */
export async function stepCartQuantity(ctx: AppContext, user: CurrentUser | null, lineId: string, step: 1 | -1) {
  const shopper = requireUser(user);
  const { line } = await ownLine(ctx, shopper, lineId);
  await updateCartQuantity(ctx, shopper, lineId, { quantity: line.quantity + step });
}

/** A line taken out of the bag: enough to name it and to put it back as it was. */
export type RemovedLine = {
  productId: string;
  variantId: string | null;
  name: string;
  size: string;
  color: string;
  quantity: number;
};

export async function removeCartItem(ctx: AppContext, user: CurrentUser | null, lineId: string): Promise<RemovedLine> {
  const shopper = requireUser(user);
  if (!isUuid(lineId)) throw notFound("Cart item not found");
  const [deleted] = await ctx.db
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, shopper.id)))
    .returning({
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      size: cartItems.size,
      color: cartItems.color,
      quantity: cartItems.quantity,
    });
  if (!deleted) throw notFound("Cart item not found");
  return { ...deleted, name: (await productName(ctx.db, deleted.productId)) ?? "" };
}
