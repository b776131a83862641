import { RETURN_WINDOW_DAYS } from "@/shop/constants";
import type { StorePageSlug } from "./store-page-list";

// Texts the editor offers for a page never written (Admin → Pages), so that an owner starts from a
// complete returns or privacy policy instead of a blank box. Nothing reaches shoppers until the owner
// saves it (docs/product-rules.md#store-pages: an unwritten page is a 404). They speak of the store as "we" and send the
// shopper to the delivery zones shown at checkout rather than repeat fees changed elsewhere.
export const DEFAULT_PAGE_TEXTS: Record<StorePageSlug, string> = {
  returns: `Not the right fit? You can return or exchange an item within **${RETURN_WINDOW_DAYS} days** of delivery.

## What we take back
- Items unworn, unwashed and with their tags on
- In their original packaging where possible
- Underwear, swimwear and items bought on final sale cannot be returned, for hygiene reasons

## How to return an item
1. Sign in, open the order under My Orders and choose **Return or exchange** within ${RETURN_WINDOW_DAYS} days of delivery, or contact us with your order number
2. We reply by e-mail with where to send it
3. Once we receive and check the item, we send an exchange or a refund

## Refunds
Refunds go back the way you paid: card payments to the same card, bank transfers and pay on delivery to your bank account, within 5 working days of receiving the item. Delivery fees are refunded only when the item was faulty or not what you ordered.`,

  delivery: `We deliver to every state in Nigeria through trusted courier partners.

## Fees and times
The delivery fee and the expected delivery time for your state and city are shown at checkout, before you pay. Orders above a certain amount may be delivered free: checkout tells you when yours is.

## Tracking your order
Every order has a number. Follow its progress on the [Track Your Order](/track-order) page, or in your order history when you are signed in.

## Pick up in store
When pick-up is offered, choose it at checkout and collect your order once we tell you it is ready.

## Questions
If your order is late or arrives damaged, contact us with your order number and we will put it right.`,

  "size-guide": `Our sizes are body measurements. Between two sizes? Take the larger one for a relaxed fit.

## How to measure
- **Chest**: around the fullest part of your chest, under your arms, with the tape level
- **Waist**: around your natural waist, where a belt sits
- **Inside leg**: from your crotch to the bottom of your ankle

## Jerseys, T-shirts and hoodies
| Size | Chest (cm) | Chest (inches) |
|---|---|---|
| S | 86-91 | 34-36 |
| M | 94-99 | 37-39 |
| L | 102-107 | 40-42 |
| XL | 110-115 | 43-45 |
| XXL | 118-123 | 46-48 |

## Jeans
Jeans are sized by the waist in inches.
| Size | Waist (cm) | Inside leg (cm) |
|---|---|---|
| 28 | 71 | 81 |
| 30 | 76 | 81 |
| 32 | 81 | 81 |
| 34 | 86 | 81 |
| 36 | 91 | 81 |

## Caps and hats
One size, adjustable at the back.`,

  privacy: `We respect your privacy and handle your personal data in line with the Nigeria Data Protection Act 2023.

## What we collect
- Your name, e-mail address and phone number when you create an account
- Your delivery address when you place an order
- Your orders, wishlist and reviews

## Why we use it
- To deliver your orders and tell you about their progress
- To answer your questions
- To send you our newsletter, only if you signed up for it

## Payments
Card payments are handled by our payment provider. We never see or keep your card number.

## Your choices
You can change your details or delete your account at any time from your account settings. Past orders are kept without your personal details for our accounts. We do not sell your data.`,

  terms: `These terms apply to every order placed in our shop.

## Prices and payment
All prices are in Nigerian naira (₦). Your order is confirmed once it is placed; bank transfer orders are held for payment for a limited time and then cancelled.

## Stock
We keep our stock counts up to date. In the rare case an item cannot be supplied, we tell you and refund what you paid for it.

## Delivery
Delivery times are estimates given by our courier partners. See our [delivery page](/pages/delivery) for details.

## Returns
See our [returns and exchanges page](/pages/returns).

## Reviews
Reviews must be honest and about the product. We may remove reviews that are abusive or not about the product.`,

  about: `We make clothes for individuals who move boldly and dress with intent.

From jerseys and jeans to hoodies and hats, every piece is chosen to be worn, washed and worn again. We ship across Nigeria, and we answer every message ourselves.

Thank you for shopping with us.`,

  faq: `## How long does delivery take?
It depends on your state and city: checkout shows the delivery time and fee before you pay.

## How do I pay?
Pay on delivery, by bank transfer, or by card when it is offered at checkout.

## How do I find my size?
Each product lists its sizes. If you are between sizes, we suggest the larger one, or ask us before you order.

## Can I return an item?
Yes, within ${RETURN_WINDOW_DAYS} days of delivery, from your order's page. See our [returns and exchanges page](/pages/returns).

## How do I track my order?
Use the [Track Your Order](/track-order) page with your order number, or see your order history when signed in.`,
};
