import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import type { Config } from "@/platform/config";
import { AppError } from "@/platform/errors";
import type { Logger } from "@/platform/log";
import { isMediaFileName, type MediaStore } from "./media-store";

export type S3Config = Pick<
  Config,
  "S3_ENDPOINT" | "S3_BUCKET" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_PUBLIC_URL"
>;

const sha256Hex = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

/**
 * An S3 request signed with AWS Signature Version 4 (aws4fetch). Every header is signed, and the
 * body by its SHA-256 rather than as UNSIGNED-PAYLOAD, so the store checks what arrives.
 */
export function signS3Request(
  client: AwsClient,
  url: URL,
  request: { method: string; headers?: Record<string, string>; body?: Uint8Array; datetime?: string },
): Promise<Request> {
  const { method, headers = {}, body, datetime } = request;
  const contentHash = { "x-amz-content-sha256": headers["x-amz-content-sha256"] ?? sha256Hex(body ?? "") };
  return client.sign(url, {
    method,
    headers: { ...headers, ...contentHash },
    body: body as Uint8Array<ArrayBuffer> | undefined,
    aws: { allHeaders: true, datetime },
  });
}

const unavailable = () =>
  new AppError(502, "media_store_unavailable", "We could not reach the image store. Please try again.");

/** Images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), addressed path-style. */
export class S3MediaStore implements MediaStore {
  private readonly client: AwsClient;

  constructor(
    private readonly config: S3Config & {
      S3_ENDPOINT: string;
      S3_BUCKET: string;
      S3_ACCESS_KEY_ID: string;
      S3_SECRET_ACCESS_KEY: string;
    },
    private readonly log: Logger,
  ) {
    this.client = new AwsClient({
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      service: "s3",
      region: config.S3_REGION,
      // A failed request is reported at once (the upload form says so); no retries behind the shopper's back.
      retries: 0,
    });
  }

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

  async has(name: string) {
    // A refused HEAD says nothing about why (it has no body): the PUT that follows reports it.
    return (await this.send("HEAD", name)).ok;
  }

  url(name: string) {
    return this.config.S3_PUBLIC_URL ? `${this.config.S3_PUBLIC_URL.replace(/\/$/, "")}/${name}` : `/media/${name}`;
  }

  private async send(method: string, name: string, body?: Uint8Array, headers: Record<string, string> = {}) {
    const url = new URL(`${this.config.S3_ENDPOINT.replace(/\/$/, "")}/${this.config.S3_BUCKET}/${name}`);
    try {
      return await fetch(await signS3Request(this.client, url, { method, headers, body }));
    } catch (error) {
      throw this.failure(method, name, error instanceof Error ? error.message : String(error));
    }
  }

  private failure(method: string, name: string, detail: string) {
    this.log.error(
      { method, name, bucket: this.config.S3_BUCKET, detail: detail.slice(0, 500) },
      "media store request failed",
    );
    return unavailable();
  }
}
