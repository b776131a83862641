import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ImageAddressColumnBuilder } from "./image-address-column";

const hash = () => randomBytes(16).toString("hex");

describe("ImageAddressColumnBuilder", () => {
  it("gives back each address as it was given, in any order: stored images of any folder, and any other address", () => {
    const addresses = [
      `/media/${hash()}-1280.webp`,
      `/media/${hash()}-320.webp`,
      `https://cdn.example.ng/bay/${hash()}-960.webp`,
      `/media/${hash()}-9999.webp`,
      "https://images.example.com/ankara-dress.jpg",
      `/media/${hash()}-0640.webp`,
      `/media/${hash().toUpperCase()}-640.webp`,
      `/media/${hash()}-12800.webp`,
      "",
      "/images/owambe agbada ✨.png",
      ...Array.from({ length: 70_000 }, (_, i) => `/media/${hash()}-${[320, 640, 960, 1280][i % 4]}.webp`),
    ];
    const builder = new ImageAddressColumnBuilder();
    addresses.forEach((address) => builder.add(address));
    const order = Int32Array.from(addresses.keys()).reverse();
    const column = builder.inOrder(order);
    expect(column.length).toBe(addresses.length);
    expect(Array.from(order, (_, i) => column.at(i))).toEqual(Array.from(order, (item) => addresses[item]));
  });

  it("keeps addresses as text once 255 folders are numbered, and still gives every one back", () => {
    const addresses = Array.from({ length: 600 }, (_, i) => `https://shop${i % 300}.example.ng/${hash()}-640.webp`);
    const builder = new ImageAddressColumnBuilder();
    addresses.forEach((address) => builder.add(address));
    const column = builder.inOrder(Int32Array.from(addresses.keys()));
    expect(Array.from(addresses, (_, i) => column.at(i))).toEqual(addresses);
  });
});
