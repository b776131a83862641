import { Form, Link } from "react-router";
import type { ExchangeChoice, OrderView, ReturnView, ShopperReturn } from "@/orders";
import { RETURN_NOTE_MAX, RETURN_REASONS, RETURN_WANTS } from "@/shop/constants";
import { formatLongDate } from "@/shop/dates";
import { formatNaira } from "@/shop/money";
import { FieldError } from "~/components/field-error";
import { ItemPicture } from "~/components/item-picture";

/** What the shopper ticked and typed, to draw a refused form again as it was sent (without JavaScript too). */
export type ReturnTyped = {
  lines: string[];
  quantities: Record<string, string>;
  wanted: Record<string, string>;
  reason: string;
  wants: string;
  note: string;
};

/** The action's refusal of the return form: the first message and the messages by box. */
export type ReturnRefusal = { error: string; fields: Record<string, string>; typed: ReturnTyped };

type Items = OrderView["items"];

const pieceOptions = (item: { size: string; color: string }) =>
  [item.size && `Size ${item.size}`, item.color && `Colour ${item.color}`].filter(Boolean).join(" · ");

const errorId = (name: string) => `return-${name}-error`;

/**
 * The shopper's return or exchange on their delivered order's page (docs/product-rules.md#returns): the offer while
 * the window is open, the form when asked for (`?return`, with or without JavaScript), then what became of it.
 */
export function OrderReturn(props: {
  items: Items;
  /** The sizes and colours of the order's products, offered in exchange while the form is open. */
  swaps: ExchangeChoice[];
  offer: ShopperReturn;
  asking: boolean;
  refused: ReturnRefusal | null;
}) {
  const { offer } = props;
  if (offer.return) return <ReturnProgress sentBack={offer.return} />;
  if (!offer.openUntil) return null;
  return (
    <section
      id="return"
      aria-labelledby="return-heading"
      className="scroll-mt-28 rounded-lg border border-neutral-200 p-5"
    >
      <h2 id="return-heading" className="font-semibold">
        Return or exchange
      </h2>
      {props.asking || props.refused ? (
        <ReturnForm items={props.items} swaps={props.swaps} refused={props.refused} />
      ) : (
        <>
          <p className="mt-1 text-sm text-neutral-700">
            Not the right fit? Ask to return or exchange pieces until {formatLongDate(offer.openUntil)}.
          </p>
          <Link
            to="?return#return"
            className="mt-3 inline-flex min-h-11 items-center rounded-full border border-brand px-4 text-sm font-bold text-brand hover:bg-brand/5"
          >
            Return or exchange
          </Link>
        </>
      )}
    </section>
  );
}

function ReturnForm({
  items,
  swaps,
  refused,
}: {
  items: Items;
  swaps: ExchangeChoice[];
  refused: ReturnRefusal | null;
}) {
  const typed = refused?.typed;
  const fields = refused?.fields ?? {};
  // The first refused box takes the focus, as every form of the shop does without JavaScript.
  const firstWrong = Object.keys(fields)[0];
  const invalid = (name: string) =>
    fields[name]
      ? ({
          "aria-invalid": true,
          "aria-describedby": errorId(name),
          autoFocus: firstWrong === name || undefined,
        } as const)
      : {};
  return (
    <Form method="post" action="?return#return" noValidate className="mt-3 flex flex-col gap-5">
      <input type="hidden" name="intent" value="return" />
      <fieldset aria-describedby={fields.items ? errorId("items") : undefined}>
        <legend className="text-sm font-semibold">What are you sending back?</legend>
        <ul className="mt-2 divide-y divide-neutral-200 rounded-lg border border-neutral-200">
          {items.map((item, line) => (
            <li key={`${item.productId}-${line}`} className="p-3 text-sm">
              <label className="flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  name="line"
                  value={line}
                  defaultChecked={typed ? typed.lines.includes(String(line)) : items.length === 1}
                  className="size-5 shrink-0 accent-brand"
                  {...(line === 0 ? invalid("items") : {})}
                />
                {item.imageUrl ? <ItemPicture url={item.imageUrl} width={40} /> : null}
                <span className="min-w-0">
                  <span className="block font-medium">{item.productName}</span>
                  <span className="block text-neutral-700">
                    {pieceOptions(item) || "One size"}
                    {item.quantity > 1 ? ` · You bought ${item.quantity}` : ""}
                  </span>
                </span>
              </label>
              {/* Under the piece, beside the tick's column: the name keeps the row's width on a phone. */}
              {item.quantity > 1 ? (
                <div className="mt-1 flex items-center gap-2 pl-8">
                  <label htmlFor={`return-quantity-${line}`} className="text-neutral-700">
                    How many are you sending back?
                  </label>
                  <select
                    id={`return-quantity-${line}`}
                    name={`quantity-${line}`}
                    defaultValue={typed?.quantities[line] ?? "1"}
                    className="min-h-11 rounded-md border border-neutral-400 px-2"
                  >
                    {Array.from({ length: item.quantity }, (_, i) => (
                      <option key={i} value={i + 1}>
                        {i + 1}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              <WantedInstead
                line={line}
                item={item}
                swaps={swaps.filter((swap) => swap.productId === item.productId)}
                chosen={typed?.wanted[line] ?? ""}
              />
            </li>
          ))}
        </ul>
        <FieldError id={errorId("items")} message={fields.items} />
      </fieldset>

      <div>
        <label htmlFor="return-reason" className="block text-sm font-semibold">
          Why are you sending it back?
        </label>
        <select
          id="return-reason"
          name="reason"
          defaultValue={typed?.reason ?? ""}
          className="mt-1 min-h-11 w-full rounded-md border border-neutral-400 px-3"
          {...invalid("reason")}
        >
          <option value="">Choose a reason</option>
          {RETURN_REASONS.map((reason) => (
            <option key={reason}>{reason}</option>
          ))}
        </select>
        <FieldError id={errorId("reason")} message={fields.reason} />
      </div>

      <fieldset aria-describedby={fields.wants ? errorId("wants") : undefined}>
        <legend className="text-sm font-semibold">What would you like?</legend>
        <div className="mt-1 flex flex-col">
          {Object.entries(RETURN_WANTS).map(([value, label], i) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
              <input
                type="radio"
                name="wants"
                value={value}
                defaultChecked={typed?.wants === value}
                className="size-5 accent-brand"
                {...(i === 0 ? invalid("wants") : {})}
              />
              {label}
            </label>
          ))}
        </div>
        <FieldError id={errorId("wants")} message={fields.wants} />
      </fieldset>

      <div>
        <label htmlFor="return-note" className="block text-sm font-semibold">
          Anything we should know? <span className="font-normal text-neutral-700">(optional)</span>
        </label>
        <p id="return-note-hint" className="text-sm text-neutral-700">
          What is wrong, or anything else we should know about the exchange.
        </p>
        <textarea
          id="return-note"
          name="note"
          rows={3}
          maxLength={RETURN_NOTE_MAX}
          defaultValue={typed?.note ?? ""}
          aria-describedby={fields.note ? `return-note-hint ${errorId("note")}` : "return-note-hint"}
          className="mt-1 w-full rounded-md border border-neutral-400 p-2 text-sm"
          {...(fields.note ? { "aria-invalid": true } : {})}
        />
        <FieldError id={errorId("note")} message={fields.note} />
      </div>

      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary">
          Send request
        </button>
        <Link to="." className="btn-secondary">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/**
 * For an exchange, the size and colour wanted instead of a piece: the product's others, those sold out shown but not
 * offered. Read only when the shopper asks for an exchange; a product in one size and colour has nothing to offer.
 */
function WantedInstead(props: { line: number; item: Items[number]; swaps: ExchangeChoice[]; chosen: string }) {
  const others = props.swaps.filter((swap) => swap.size !== props.item.size || swap.color !== props.item.color);
  if (others.length === 0) return null;
  const id = `return-wanted-${props.line}`;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2 pl-8">
      <label htmlFor={id} className="text-neutral-700">
        For an exchange, swap for
      </label>
      <select
        id={id}
        name={`wanted-${props.line}`}
        defaultValue={props.chosen}
        className="min-h-11 max-w-full rounded-md border border-neutral-400 px-2"
      >
        <option value="">Choose a size and colour</option>
        {others.map((swap) => (
          <option key={swap.id} value={swap.id} disabled={swap.stockQuantity === 0}>
            {[swap.size, swap.color].filter(Boolean).join(" · ")}
            {swap.stockQuantity === 0 ? " (sold out)" : ""}
          </option>
        ))}
      </select>
    </div>
  );
}

const STATUS_TEXT: Record<ReturnView["status"], (sentBack: ReturnView) => string> = {
  Requested: (sentBack) => `Asked for on ${formatLongDate(sentBack.requestedAt)}. We reply by e-mail and on this page.`,
  Accepted: (sentBack) =>
    `Accepted. Please send the pieces back as we say below; once they are with us, ${sentBack.wants === "exchange" ? "we send your exchange" : "we refund you the way you paid"}.`,
  Declined: () => "We could not accept this return.",
  Received: (sentBack) =>
    sentBack.refundKobo !== null && sentBack.refundedAt
      ? `Your parcel is back with us, and we refunded you ${formatNaira(sentBack.refundKobo)} on ${formatLongDate(sentBack.refundedAt)}.`
      : `Your parcel is back with us: ${sentBack.wants === "exchange" ? "we are sending your exchange" : "your refund is on its way, the way you paid"}.`,
};

/** Once the exchange is sent, that is the news, whether the parcel coming back has arrived yet or not. */
const exchangeText = (exchange: NonNullable<ReturnView["exchange"]>) =>
  `Your exchange was sent on ${formatLongDate(exchange.sentAt)}${exchange.courier ? ` with ${exchange.courier}, tracking number ${exchange.trackingNumber}` : ""}.`;

/** A return's status badge colours, the same for the shopper and the owner. */
export const RETURN_STATUS_TONE: Record<ReturnView["status"], string> = {
  Requested: "bg-amber-100 text-amber-900",
  Accepted: "bg-blue-100 text-blue-900",
  Declined: "bg-red-100 text-red-900",
  Received: "bg-green-100 text-green-900",
};

/** A return's badge: its status, or Refunded or Exchange sent once the owner settled it. */
export const returnBadge = (sentBack: Pick<ReturnView, "status" | "refundKobo"> & { exchange: unknown }) =>
  sentBack.refundKobo !== null ? "Refunded" : sentBack.exchange ? "Exchange sent" : sentBack.status;

/** A return's badge in its status's colours, for the shopper and the owner alike. */
export function ReturnBadge({
  sentBack,
}: {
  sentBack: Pick<ReturnView, "status" | "refundKobo"> & { exchange: unknown };
}) {
  return (
    <span className={`rounded-full px-3 py-1 text-xs font-bold ${RETURN_STATUS_TONE[sentBack.status]}`}>
      {returnBadge(sentBack)}
    </span>
  );
}

/** What became of the shopper's return: its state in words, the owner's reply, the pieces and the wish. */
function ReturnProgress({ sentBack }: { sentBack: ReturnView }) {
  return (
    <section
      id="return"
      aria-labelledby="return-heading"
      className="scroll-mt-28 rounded-lg border border-neutral-200 p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="return-heading" className="font-semibold">
          Your return
        </h2>
        <ReturnBadge sentBack={sentBack} />
      </div>
      <p className="mt-2 text-sm">
        {sentBack.exchange ? exchangeText(sentBack.exchange) : STATUS_TEXT[sentBack.status](sentBack)}
      </p>
      {sentBack.reply ? (
        <div className="mt-3 rounded-lg bg-neutral-100 p-3 text-sm">
          <p className="font-semibold">Our reply</p>
          <p className="mt-1 whitespace-pre-line">{sentBack.reply}</p>
        </div>
      ) : null}
      {sentBack.exchange ? <p className="mt-3 text-sm font-semibold">Sent back</p> : null}
      <PieceList pieces={sentBack.items} />
      {sentBack.exchange ? (
        <>
          <p className="mt-3 text-sm font-semibold">On its way to you</p>
          <PieceList pieces={sentBack.exchange.items} />
        </>
      ) : null}
      <p className="mt-2 text-sm text-neutral-700">
        {sentBack.reason} · {RETURN_WANTS[sentBack.wants]}
      </p>
      {sentBack.note ? <p className="mt-1 text-sm text-neutral-700">“{sentBack.note}”</p> : null}
    </section>
  );
}

/** Pieces of a return: what goes back, or what the exchange sends. */
function PieceList({
  pieces,
}: {
  pieces: Array<Omit<ReturnView["items"][number], "wanted"> & Partial<Pick<ReturnView["items"][number], "wanted">>>;
}) {
  return (
    <ul className="mt-3 divide-y divide-neutral-200 text-sm">
      {pieces.map((piece) => (
        <li key={piece.line} className="flex items-center gap-3 py-2">
          {piece.imageUrl ? <ItemPicture url={piece.imageUrl} width={40} /> : null}
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{piece.productName}</span>
            <span className="block text-neutral-700">{pieceOptions(piece) || "One size"}</span>
            {piece.wanted ? (
              <span className="block text-neutral-700">Wanted instead: {pieceOptions(piece.wanted) || "One size"}</span>
            ) : null}
          </span>
          <span>× {piece.quantity}</span>
        </li>
      ))}
    </ul>
  );
}
