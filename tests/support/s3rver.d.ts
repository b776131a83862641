// s3rver ships no types; this covers the part our tests use.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";
  import type { EventEmitter } from "node:events";

  /** An S3 event notification, as a bucket would send it ("ObjectCreated:Put", the object's key). */
  export type S3Event = { Records: Array<{ eventName: string; s3: { object: { key: string } } }> };

  /** A Koa application: it emits "event" for each object created or removed. */
  export default class S3rver extends EventEmitter {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory: string;
      configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
