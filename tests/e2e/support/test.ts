// The `test` every browser spec uses: Playwright's own, plus a watch that fails any test during
// which a page broke the Content-Security-Policy (decision 012). Specs import test and expect from
// here, never from @playwright/test (eslint.config.js enforces it).
import { expect, test as base, type BrowserContext } from "@playwright/test";

export { expect };

const watched = new WeakSet<BrowserContext>();

/** Collects, for one context and every page in it, what the browser refused under the policy. */
async function watch(context: BrowserContext, violations: string[]) {
  if (watched.has(context)) return;
  watched.add(context);
  // Chrome logs each refusal as an error naming the Content Security Policy.
  context.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|^CSP violation/.test(text))
      violations.push(`${message.page()?.url() ?? "?"}: ${text}`);
  });
  // The event catches what the console may not say (e.g. a report-only policy), with its directive.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(
        `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
}

export const test = base.extend<{ noPolicyViolations: void }>({
  noPolicyViolations: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      // Contexts a test opens itself (a second shopper, a signed-out visitor) are watched too.
      const onContext = (opened: BrowserContext) => void watch(opened, violations);
      browser.on("context", onContext);
      await watch(context, violations);
      await use();
      browser.off("context", onContext);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});
