import { AwsClient } from "aws4fetch";
import { describe, expect, it } from "vitest";
import { signS3Request } from "./s3-store";

describe("signS3Request", () => {
  it("matches the GET object example of the AWS S3 Signature Version 4 documentation", async () => {
    const client = new AwsClient({
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      service: "s3",
      region: "us-east-1",
      retries: 0,
    });
    const signed = await signS3Request(client, new URL("https://examplebucket.s3.amazonaws.com/test.txt"), {
      method: "GET",
      headers: { Range: "bytes=0-9" },
      datetime: "20130524T000000Z",
    });
    expect(signed.headers.get("x-amz-content-sha256")).toBe(
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    );
    expect(signed.headers.get("authorization")).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });
});
