import { describe, expect, it } from "vitest";
import { isAllowedLink, renderPageText } from "./page-text";

describe("a shop page's text as HTML", () => {
  it("turns headings, paragraphs, lists, bold, italic and links into their elements", () => {
    const html = renderPageText(
      [
        "# Returns",
        "You have **7 days** to return an item, *unworn* and with its _tags_.",
        "",
        "- Write to [us](mailto:hello@bay.ng)",
        "- Or call [0803 555 0101](tel:+2348035550101)",
        "",
        "1. Pack it",
        "2. Drop it at [a GIG office](https://giglogistics.com/locations)",
        "",
        "### Refunds",
        "See the [delivery page](/pages/delivery).",
        "Lagos Island, Lagos",
      ].join("\n"),
    );
    expect(html).toBe(
      [
        "<h2>Returns</h2>",
        "<p>You have <strong>7 days</strong> to return an item, <em>unworn</em> and with its <em>tags</em>.</p>",
        '<ul><li>Write to <a href="mailto:hello@bay.ng">us</a></li><li>Or call <a href="tel:+2348035550101">0803 555 0101</a></li></ul>',
        '<ol><li>Pack it</li><li>Drop it at <a href="https://giglogistics.com/locations">a GIG office</a></li></ol>',
        "<h3>Refunds</h3>",
        '<p>See the <a href="/pages/delivery">delivery page</a>.<br>Lagos Island, Lagos</p>',
      ].join("\n"),
    );
  });

  it("shows plain text as paragraphs, and leaves snake_case and a lone asterisk alone", () => {
    expect(renderPageText("Size_chart is below * read it\r\n\r\nThanks")).toBe(
      "<p>Size_chart is below * read it</p>\n<p>Thanks</p>",
    );
  });

  it("escapes every tag, attribute and entity the owner types", () => {
    const html = renderPageText(
      [
        "<script>alert(1)</script>",
        '<img src=x onerror="alert(1)">',
        "# <svg onload=alert(1)>",
        "- <iframe src=//evil.example>",
        "**<b>bold</b>** &amp; 'quotes'",
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<(script|img|svg|iframe|b)\b/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("<h2>&lt;svg onload=alert(1)&gt;</h2>");
    expect(html).toContain("<strong>&lt;b&gt;bold&lt;/b&gt;</strong> &amp;amp; &#39;quotes&#39;");
  });

  it("shows a link to anywhere but https, mail, phone or this shop as its text only", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "http://plain.example",
      "//evil.example/path",
      "/\\evil.example",
      "https://user:pass@evil.example",
      "file:///etc/passwd",
    ]) {
      const html = renderPageText(`[click me](${href})`);
      expect(html, href).not.toContain("<a");
      expect(html, href).toContain("click me");
    }
  });

  it("cannot be talked out of the href's quotes", () => {
    const html = renderPageText('[x](https://bay.ng/"onmouseover="alert(1))');
    expect(html).toBe('<p><a href="https://bay.ng/&quot;onmouseover=&quot;alert(1">x</a>)</p>');
  });

  it("allows only https, mailto, tel and relative addresses", () => {
    expect(isAllowedLink("https://bay.ng/help")).toBe(true);
    expect(isAllowedLink("mailto:help@bay.ng")).toBe(true);
    expect(isAllowedLink("tel:+2348035550101")).toBe(true);
    expect(isAllowedLink("/pages/faq")).toBe(true);
    expect(isAllowedLink("mailto:help@bay.ng?bcc=x@y.z&body=<")).toBe(false);
    expect(isAllowedLink("tel:javascript")).toBe(false);
  });

  it("makes a table of pipe rows: headings above the rule, each body row named by its first cell", () => {
    const html = renderPageText(
      ["## Tops", "| Size | Chest (cm) |", "|---|:---:|", "| S | 86-91 |", "| **M** | 94-99 |", "Measure flat."].join(
        "\n",
      ),
    );
    expect(html).toBe(
      [
        "<h2>Tops</h2>",
        '<table><thead><tr><th scope="col">Size</th><th scope="col">Chest (cm)</th></tr></thead>' +
          '<tbody><tr><th scope="row">S</th><td>86-91</td></tr><tr><th scope="row"><strong>M</strong></th><td>94-99</td></tr></tbody></table>',
        "<p>Measure flat.</p>",
      ].join("\n"),
    );
  });

  it("escapes a table's cells as it does any text, and takes rows with no rule as the body", () => {
    const html = renderPageText("| <img src=x onerror=alert(1)> | [x](javascript:alert(1)) |");
    expect(html).toBe(
      '<table><tbody><tr><th scope="row">&lt;img src=x onerror=alert(1)&gt;</th><td>x)</td></tr></tbody></table>',
    );
  });
});
