import { Form, Link } from "react-router";
import type { ExchangeChoice, ReturnView } from "@/orders";
import { SHIPMENT_TEXT_MAX } from "@/orders";
import { RETURN_REPLY_MAX, RETURN_WANTS } from "@/shop/constants";
import { formatShortDate, lagosTime } from "@/shop/dates";
import { formatNaira, nairaBoxValue } from "@/shop/money";
import { FieldError } from "~/components/field-error";
import { boxClass, InNaira } from "~/components/admin/form-field";
import { ReturnBadge } from "~/components/order-return";
import { useCourierSuggestions } from "~/components/admin/shipment-form";

/**
 * The action's refusal of one of the return's forms (a decline without a reason, a refund beyond the order's total):
 * which form, its messages and what was typed.
 */
export type ReturnFormRefusal = {
  form: string;
  error: string;
  fields: Record<string, string>;
  typed: Record<string, string>;
};

/**
 * A shopper's return on the admin order page (docs/product-rules.md#returns): what goes back and why, then the one
 * thing to do next: answer it (accept with where to send the parcel, or decline saying why), mark the parcel
 * received (its pieces back in stock unless they came back unfit to sell), then record what was paid back.
 */
export function OrderReturnPanel(props: {
  orderId: string;
  orderNumber: string;
  sentBack: ReturnView;
  /** Whether the order is marked paid: an unpaid one has nothing to refund. */
  paid: boolean;
  /** The returned products' sizes and colours while an exchange is to send (none otherwise). */
  exchangeChoices: ExchangeChoice[];
  refused: ReturnFormRefusal | null;
  className: string;
}) {
  const { sentBack } = props;
  const refusedForm = (form: string) => (props.refused?.form === form ? props.refused : null);
  return (
    <section id="return" aria-labelledby="return-heading" className={`${props.className} scroll-mt-28`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="return-heading" className="font-semibold">
          Return
        </h3>
        <ReturnBadge sentBack={sentBack} />
      </div>
      <p className="mt-1 text-sm text-neutral-700">
        Asked {formatShortDate(sentBack.requestedAt)} at {lagosTime(sentBack.requestedAt)}
      </p>
      <p className="mt-2 text-sm">
        <span className="font-medium">{sentBack.reason}</span> · wants {RETURN_WANTS[sentBack.wants].toLowerCase()}
      </p>
      {sentBack.note ? <p className="mt-1 text-sm whitespace-pre-line">“{sentBack.note}”</p> : null}
      <ul className="mt-2 text-sm">
        {sentBack.items.map((piece) => (
          <li key={piece.line}>
            {piece.quantity} × {piece.productName}
            {piece.size || piece.color ? (
              <span className="text-neutral-700"> ({[piece.size, piece.color].filter(Boolean).join(", ")})</span>
            ) : null}
            {piece.wanted ? (
              <span className="font-medium">
                {" "}
                → wants {[piece.wanted.size, piece.wanted.color].filter(Boolean).join(", ")}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {sentBack.status !== "Requested" && sentBack.reply ? (
        <div className="mt-2 rounded-md bg-neutral-100 p-2 text-sm">
          <p className="font-medium">Your reply</p>
          <p className="whitespace-pre-line">{sentBack.reply}</p>
        </div>
      ) : null}
      {sentBack.status === "Received" ? (
        <p className="mt-2 text-sm text-neutral-700">
          {sentBack.restocked ? "Received and back in stock." : "Received, kept off the shelf."}
        </p>
      ) : null}
      {sentBack.exchange ? (
        <div className="mt-2 text-sm">
          <p className="font-semibold">Exchange sent {formatShortDate(sentBack.exchange.sentAt)}</p>
          <ul>
            {sentBack.exchange.items.map((piece) => (
              <li key={piece.line}>
                {piece.quantity} × {piece.productName}{" "}
                <span className="text-neutral-700">({[piece.size, piece.color].filter(Boolean).join(", ")})</span>
              </li>
            ))}
          </ul>
          {sentBack.exchange.courier ? (
            <p className="text-neutral-700">
              {sentBack.exchange.courier} · {sentBack.exchange.trackingNumber}
            </p>
          ) : null}
          <Link
            to={`/admin/orders/${encodeURIComponent(props.orderNumber)}/packing-slip?exchange`}
            className="inline-flex min-h-11 items-center font-semibold text-brand underline lg:min-h-0"
          >
            Print exchange slip
          </Link>
        </div>
      ) : null}
      {sentBack.refundKobo !== null && sentBack.refundedAt ? (
        <p className="mt-1 text-sm font-semibold">
          Refunded {formatNaira(sentBack.refundKobo)} on {formatShortDate(sentBack.refundedAt)}
        </p>
      ) : null}
      {sentBack.status === "Requested" ? (
        <AnswerForm orderId={props.orderId} refused={refusedForm("return-answer")} />
      ) : null}
      {sentBack.status === "Accepted" ? <ReceivedForm orderId={props.orderId} /> : null}
      {props.exchangeChoices.length > 0 ? (
        <ExchangeForm
          orderId={props.orderId}
          sentBack={sentBack}
          choices={props.exchangeChoices}
          refused={refusedForm("return-exchange")}
        />
      ) : null}
      {sentBack.status === "Received" && sentBack.refundKobo === null && !sentBack.exchange ? (
        props.paid ? (
          <RefundForm orderId={props.orderId} sentBack={sentBack} refused={refusedForm("return-refund")} />
        ) : sentBack.wants === "refund" ? (
          <p className="mt-3 border-t border-neutral-200 pt-3 text-sm text-neutral-700">
            The order is not marked as paid: once it is, record its refund here.
          </p>
        ) : null
      ) : null}
    </section>
  );
}

function AnswerForm({ orderId, refused }: { orderId: string; refused: ReturnFormRefusal | null }) {
  const message = refused?.fields.reply;
  return (
    <Form method="post" action="#return" className="mt-3 flex flex-col gap-2 border-t border-neutral-200 pt-3">
      <input type="hidden" name="intent" value="return-answer" />
      <input type="hidden" name="id" value={orderId} />
      <label htmlFor="return-reply" className="text-sm font-medium">
        Reply to the shopper
      </label>
      <p id="return-reply-hint" className="text-xs text-neutral-700">
        Accepting: where to send the parcel, or that a courier will collect it. Declining: why. It is mailed to them.
      </p>
      <textarea
        id="return-reply"
        name="reply"
        rows={3}
        maxLength={RETURN_REPLY_MAX}
        defaultValue={refused?.typed.reply ?? ""}
        aria-describedby={message ? "return-reply-hint return-reply-error" : "return-reply-hint"}
        {...(message ? { "aria-invalid": true, autoFocus: true } : {})}
        className={boxClass(Boolean(message))}
      />
      <FieldError id="return-reply-error" message={message} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="decision" value="accept" className="btn-primary min-h-11 py-2">
          Accept return
        </button>
        <button type="submit" name="decision" value="decline" className="btn-secondary min-h-11 py-2">
          Decline
        </button>
      </div>
    </Form>
  );
}

function ReceivedForm({ orderId }: { orderId: string }) {
  return (
    <Form method="post" action="#return" className="mt-3 flex flex-col gap-2 border-t border-neutral-200 pt-3">
      <input type="hidden" name="intent" value="return-received" />
      <input type="hidden" name="id" value={orderId} />
      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
        <input type="checkbox" name="restock" defaultChecked className="size-5 accent-brand" />
        Put the pieces back in stock
      </label>
      <button type="submit" className="btn-primary min-h-11 py-2">
        Mark as received
      </button>
    </Form>
  );
}

/** What was paid back, once it is: the pieces' value offered, the owner types what they really sent. */
function RefundForm(props: { orderId: string; sentBack: ReturnView; refused: ReturnFormRefusal | null }) {
  const message = props.refused?.fields.amount;
  const form = (
    <Form method="post" action="#return" className="mt-3 flex flex-col gap-2 border-t border-neutral-200 pt-3">
      <input type="hidden" name="intent" value="return-refund" />
      <input type="hidden" name="id" value={props.orderId} />
      <label htmlFor="return-refund" className="text-sm font-medium">
        Refunded to the shopper
      </label>
      <p id="return-refund-hint" className="text-xs text-neutral-700">
        Pay it back first (a bank transfer, or a card payment&apos;s refund on Paystack&apos;s dashboard), then record
        it: the shopper is mailed and the sales report counts it.
      </p>
      <InNaira>
        <input
          id="return-refund"
          name="amount"
          type="number"
          min="0.01"
          step="0.01"
          inputMode="decimal"
          required
          defaultValue={props.refused?.typed.amount ?? nairaBoxValue(props.sentBack.piecesKobo)}
          aria-describedby={message ? "return-refund-hint return-refund-error" : "return-refund-hint"}
          {...(message ? { "aria-invalid": true, autoFocus: true } : {})}
          className={boxClass(Boolean(message))}
        />
      </InNaira>
      <FieldError id="return-refund-error" message={message} />
      <button type="submit" className="btn-primary min-h-11 py-2">
        Record refund
      </button>
    </Form>
  );
  if (props.sentBack.wants === "refund") return form;
  // The shopper asked for an exchange: a refund is the way out when their size is gone, so it waits behind a click.
  return (
    <details open={Boolean(props.refused)} className="mt-3 border-t border-neutral-200 pt-1">
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand underline">
        Refund instead
      </summary>
      {form}
    </details>
  );
}

/**
 * The exchange to send: for each piece coming back, the size and colour of the same product going instead (those
 * sold out shown but not offered), and the courier's tracking number when the parcel already has one.
 */
function ExchangeForm(props: {
  orderId: string;
  sentBack: ReturnView;
  choices: ExchangeChoice[];
  refused: ReturnFormRefusal | null;
}) {
  const { refused } = props;
  const couriers = useCourierSuggestions();
  const piecesMessage = refused?.fields.pieces;
  const shipmentBox = (name: "courier" | "trackingNumber", label: string) => {
    const message = refused?.fields[name];
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={`exchange-${name}`} className="text-sm font-medium">
          {label}
        </label>
        <input
          id={`exchange-${name}`}
          name={name}
          maxLength={SHIPMENT_TEXT_MAX}
          autoComplete="off"
          list={name === "courier" ? "exchange-couriers" : undefined}
          defaultValue={refused?.typed[name] ?? ""}
          aria-describedby={message ? `exchange-${name}-error` : undefined}
          {...(message ? { "aria-invalid": true } : {})}
          className={boxClass(Boolean(message))}
        />
        <FieldError id={`exchange-${name}-error`} message={message} />
      </div>
    );
  };
  return (
    <Form method="post" action="#return" className="mt-3 flex flex-col gap-3 border-t border-neutral-200 pt-3">
      <input type="hidden" name="intent" value="return-exchange" />
      <input type="hidden" name="id" value={props.orderId} />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={piecesMessage ? "exchange-pieces-hint exchange-pieces-error" : "exchange-pieces-hint"}
      >
        <legend className="text-sm font-medium">Send in exchange</legend>
        <p id="exchange-pieces-hint" className="text-xs text-neutral-700">
          Taken from stock as you send it; the shopper is mailed what is on its way.
        </p>
        {props.sentBack.items.map((piece) => {
          const chosen = refused?.typed[`variant-${piece.line}`] ?? piece.wanted?.variantId ?? "";
          return (
            <div key={piece.line} className="flex flex-col gap-1">
              <input type="hidden" name="line" value={piece.line} />
              <label htmlFor={`exchange-variant-${piece.line}`} className="text-sm">
                {piece.quantity} × {piece.productName}{" "}
                <span className="text-neutral-700">
                  (back: {[piece.size, piece.color].filter(Boolean).join(", ") || "one size"})
                </span>
              </label>
              <select
                id={`exchange-variant-${piece.line}`}
                name={`variant-${piece.line}`}
                defaultValue={chosen}
                {...(piecesMessage ? { "aria-invalid": true } : {})}
                className={boxClass(Boolean(piecesMessage))}
              >
                <option value="">Choose a size and colour</option>
                {props.choices
                  .filter((choice) => choice.productId === piece.productId)
                  .map((choice) => (
                    <option key={choice.id} value={choice.id} disabled={choice.stockQuantity < piece.quantity}>
                      {[choice.size, choice.color].filter(Boolean).join(" · ") || "One size"} —{" "}
                      {choice.stockQuantity > 0 ? `${choice.stockQuantity} in stock` : "sold out"}
                    </option>
                  ))}
              </select>
              <WantedSoldOut piece={piece} choices={props.choices} />
            </div>
          );
        })}
        <FieldError id="exchange-pieces-error" message={piecesMessage} />
      </fieldset>
      {shipmentBox("courier", "Courier (optional)")}
      <datalist id="exchange-couriers">
        {couriers.map((courier) => (
          <option key={courier} value={courier} />
        ))}
      </datalist>
      {shipmentBox("trackingNumber", "Tracking number (optional)")}
      <button type="submit" className="btn-primary min-h-11 py-2">
        Send the exchange
      </button>
    </Form>
  );
}

/** The size the shopper wanted, when it is short now: the owner chooses another, or refunds instead. */
function WantedSoldOut({ piece, choices }: { piece: ReturnView["items"][number]; choices: ExchangeChoice[] }) {
  const wanted = piece.wanted && choices.find((choice) => choice.id === piece.wanted?.variantId);
  if (!wanted || wanted.stockQuantity >= piece.quantity) return null;
  return (
    <p className="text-xs font-medium text-amber-900">
      {[wanted.size, wanted.color].filter(Boolean).join(", ")}, the shopper&apos;s choice, is sold out: choose another
      or refund instead.
    </p>
  );
}
