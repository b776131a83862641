import { renderMail, type MailContent, type MailItem, type MailSender } from "./layout";

/** What a bag reminder names: whose bag, its first lines, how many more, and where the bag and the switch are. */
export type BagReminder = {
  fullName: string;
  items: MailItem[];
  more: number;
  bagLink: string;
  settingsLink: string;
};

/** The one mail a shopper gets for a bag left a day (docs/product-rules.md#bag-reminder). */
export function bagReminderMail(reminder: BagReminder, from: MailSender): MailContent {
  return renderMail(
    from,
    `You left something in your bag at ${from.storeName}`,
    [
      { kind: "p", text: `Hello ${reminder.fullName},` },
      { kind: "p", text: "The pieces you chose are still in your bag. Sizes sell out, so do not wait too long:" },
      { kind: "items", items: reminder.items },
      ...(reminder.more > 0
        ? [{ kind: "p" as const, text: `And ${reminder.more} more ${reminder.more === 1 ? "item" : "items"}.` }]
        : []),
      { kind: "link", text: "Go to your bag", href: reminder.bagLink },
      {
        kind: "p",
        text: `We send this once for a bag left a day. To get no more reminders, turn them off in your settings: ${reminder.settingsLink}`,
      },
    ],
    { title: "Still thinking it over?", preview: "The pieces you chose are still in your bag." },
  );
}
