import { createHash, createHmac } from "node:crypto";
import type { Config } from "@/platform/config";
import { AppError } from "@/platform/errors";
import type { Logger } from "@/platform/log";
import { isMediaFileName, type MediaStore } from "./store";

export type S3Config = Pick<
  Config,
  "S3_ENDPOINT" | "S3_BUCKET" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_PUBLIC_URL"
>;

export type SigningInput = {
  method: string;
  url: URL;
  /** Every header to sign except host, which comes from the URL; x-amz-content-sha256 and x-amz-date included. */
  headers: Record<string, string>;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
};

const sha256Hex = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();
// RFC 3986 encoding as SigV4 wants it: encodeURIComponent leaves !'()* alone.
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/** The Authorization header of AWS Signature Version 4 for a request without query parameters. */
export function signV4({ method, url, headers, accessKeyId, secretAccessKey, region }: SigningInput): string {
  const all: Record<string, string> = { host: url.host };
  for (const [name, value] of Object.entries(headers)) all[name.toLowerCase()] = value.trim();
  const names = Object.keys(all).sort();
  const amzDate = all["x-amz-date"];
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${region}/s3/aws4_request`;
  const canonicalRequest = [
    method,
    url.pathname.split("/").map((s) => encodeSegment(decodeURIComponent(s))).join("/"),
    "",
    ...names.map((name) => `${name}:${all[name]}`),
    "",
    names.join(";"),
    all["x-amz-content-sha256"],
  ].join("\n");
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), "s3"), "aws4_request");
  const signature = createHmac("sha256", key).update(stringToSign).digest("hex");
  return `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${scope},SignedHeaders=${names.join(";")},Signature=${signature}`;
}

const unavailable = () => new AppError(502, "media_store_unavailable", "We could not reach the image store. Please try again.");

/** Images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), addressed path-style. */
export class S3MediaStore implements MediaStore {
  constructor(
    private readonly config: S3Config & { S3_ENDPOINT: string; S3_BUCKET: string; S3_ACCESS_KEY_ID: string; S3_SECRET_ACCESS_KEY: string },
    private readonly log: Logger,
  ) {}

  async put(name: string, bytes: Uint8Array) {
    const response = await this.send("PUT", name, bytes, {
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
    });
    if (!response.ok) throw this.failure("PUT", name, `HTTP ${response.status}: ${await response.text()}`);
  }

  async get(name: string) {
    if (!isMediaFileName(name)) return null;
    const response = await this.send("GET", name);
    if (response.status === 404) return null;
    if (!response.ok) throw this.failure("GET", name, `HTTP ${response.status}: ${await response.text()}`);
    return new Uint8Array(await response.arrayBuffer());
  }

  url(name: string) {
    return this.config.S3_PUBLIC_URL ? `${this.config.S3_PUBLIC_URL.replace(/\/$/, "")}/${name}` : `/media/${name}`;
  }

  private async send(method: string, name: string, body?: Uint8Array, extra: Record<string, string> = {}) {
    const url = new URL(`${this.config.S3_ENDPOINT.replace(/\/$/, "")}/${this.config.S3_BUCKET}/${name}`);
    const headers = {
      ...extra,
      "x-amz-content-sha256": sha256Hex(body ?? ""),
      "x-amz-date": new Date().toISOString().replace(/[-:]|\.\d{3}/g, ""),
    };
    const authorization = signV4({
      method,
      url,
      headers,
      accessKeyId: this.config.S3_ACCESS_KEY_ID,
      secretAccessKey: this.config.S3_SECRET_ACCESS_KEY,
      region: this.config.S3_REGION,
    });
    try {
      return await fetch(url, { method, headers: { ...headers, authorization }, body: body as Uint8Array<ArrayBuffer> | undefined });
    } catch (error) {
      throw this.failure(method, name, error instanceof Error ? error.message : String(error));
    }
  }

  private failure(method: string, name: string, detail: string) {
    this.log.error({ method, name, bucket: this.config.S3_BUCKET, detail: detail.slice(0, 500) }, "media store request failed");
    return unavailable();
  }
}
