// Issue 16 item 2, as for products: the news page stored a post's image before checking the post,
// so a refused post left its image behind.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";

const png = async () =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 320, height: 200, channels: 3, background: "#0f766e" } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: "image/png" },
  );

describeOnEachDatabase(
  "admin news page form",
  (shop) => {
    let admin: string;
    beforeAll(async () => {
      admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
    });

    /** The news form as a browser without JavaScript posts it, its image attached. */
    function newsForm(boxes: Record<string, string>, image: Blob) {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        intent: "save",
        returnTo: "/admin/news",
        title: "",
        body: "",
        ...boxes,
      }))
        form.append(name, value);
      form.append("image", image, "post.png");
      return form;
    }
    const post = (body: FormData) =>
      shop().call("/admin/news", {
        method: "POST",
        body,
        headers: { cookie: `bay_session=${admin}`, origin: shop().baseUrl },
        redirect: "manual",
      });
    const storedFiles = () => readdir(path.join(shop().app.config.DATA_DIR, "media")).catch(() => []);

    it("stores no image for a refused post, and stores it with a post that is accepted", async () => {
      const before = await storedFiles();
      const untitled = await post(newsForm({ body: "Restock on Friday." }, await png()));
      expect(untitled.status).toBe(422);
      expect(untitled.body).toContain("Please enter a title");
      const notAnImage = await post(
        newsForm({ title: "Restock", body: "On Friday." }, new Blob(["just text"], { type: "image/png" })),
      );
      expect(notAnImage.status).toBe(415);
      expect(notAnImage.body).toContain("Please upload an image file (JPEG, PNG, WebP, GIF or AVIF).");
      expect(await storedFiles()).toEqual(before);

      const title = `Restock ${randomBytes(3).toString("hex")}`;
      expect((await post(newsForm({ title, body: "Every size is back on Friday." }, await png()))).status).toBe(302);
      const listed = await shop().call("/api/v1/admin/news?limit=50", { token: admin });
      const saved = listed.body.items.find((item: { title: string }) => item.title === title);
      expect(saved.imageUrl).toMatch(/^\/media\/[0-9a-f]{32}-\d+\.webp$/);
      expect(await storedFiles()).toContain(path.basename(saved.imageUrl));
    });
  },
  {},
  { pages: true },
);
