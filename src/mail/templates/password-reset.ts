import { renderMail, type MailContent, type MailSender } from "./layout";

export function passwordResetMail(fullName: string, link: string, from: MailSender): MailContent {
  const storeName = from.storeName;
  return renderMail(
    from,
    `Reset your ${storeName} password`,
    [
      { kind: "p", text: `Hello ${fullName},` },
      { kind: "p", text: `Someone (hopefully you) asked to reset the password of your ${storeName} account.` },
      { kind: "link", text: "Choose a new password", href: link },
      { kind: "p", text: "The link works for 1 hour." },
      { kind: "p", text: "If you did not ask for this, ignore this e-mail; your password stays the same." },
    ],
    { title: "Reset your password", preview: "The link works for 1 hour." },
  );
}
