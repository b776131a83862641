import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script with no type declarations
import { patchReactRouterDev, REACT_ROUTER_DEV_DIST, withEnvDir } from "./patch-react-router-dev.mjs";

describe("@react-router/dev patched at install", () => {
  it("gives its Vite servers envDir: false, Vite 8's word for envFile: false", () => {
    const shipped = "createServer({\n    configFile: false,\n    envFile: false,\n    plugins: []\n  })";
    expect(withEnvDir(shipped)).toBe(
      "createServer({\n    configFile: false,\n    envDir: false,\n    plugins: []\n  })",
    );
  });

  it("is patched as installed: no file left that would make a build warn", () => {
    expect(patchReactRouterDev(REACT_ROUTER_DEV_DIST, { write: false })).toEqual([]);
  });
});
