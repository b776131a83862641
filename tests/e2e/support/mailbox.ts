import { expect, type APIRequestContext } from "@playwright/test";

export type ReceivedMail = { subject: string; text: string; html: string };

/** Waits for the shop's mail worker to deliver to `to` and returns the newest mail it got. */
export async function latestMailTo(request: APIRequestContext, to: string): Promise<ReceivedMail> {
  const mailbox = `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}/mails?to=${encodeURIComponent(to)}`;
  let mails: ReceivedMail[] = [];
  await expect
    .poll(async () => {
      mails = await (await request.get(mailbox)).json();
      return mails.length;
    })
    .toBeGreaterThan(0);
  return mails.at(-1)!;
}
