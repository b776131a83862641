import { Form } from "react-router";
import type { ReturnView } from "@/orders";
import { RETURN_REPLY_MAX, RETURN_WANTS } from "@/shop/constants";
import { formatShortDate, lagosTime } from "@/shop/dates";
import { FieldError } from "~/components/field-error";
import { boxClass } from "~/components/admin/form-field";
import { RETURN_STATUS_TONE } from "~/components/order-return";

/** The action's refusal of the answer form (a decline without a reason): its message and what was typed. */
export type ReturnAnswerRefusal = { error: string; fields: Record<string, string>; typed: Record<string, string> };

/**
 * A shopper's return on the admin order page (docs/product-rules.md#returns): what goes back and why, then the one
 * thing to do next: answer it (accept with where to send the parcel, or decline saying why), or mark the parcel
 * received, its pieces back in stock unless they came back unfit to sell.
 */
export function OrderReturnPanel(props: {
  orderId: string;
  sentBack: ReturnView;
  refused: ReturnAnswerRefusal | null;
  className: string;
}) {
  const { sentBack, refused } = props;
  return (
    <section id="return" aria-labelledby="return-heading" className={`${props.className} scroll-mt-28`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="return-heading" className="font-semibold">
          Return
        </h3>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${RETURN_STATUS_TONE[sentBack.status]}`}>
          {sentBack.status}
        </span>
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
      {sentBack.status === "Requested" ? <AnswerForm orderId={props.orderId} refused={refused} /> : null}
      {sentBack.status === "Accepted" ? <ReceivedForm orderId={props.orderId} /> : null}
    </section>
  );
}

function AnswerForm({ orderId, refused }: { orderId: string; refused: ReturnAnswerRefusal | null }) {
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
