import type { CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import type { HeaderCounts } from "./shared-pages";

/** Hono variables set by the middleware for every request. */
export type HttpEnv = {
  Variables: {
    app: AppContext;
    requestId: string;
    user: CurrentUser | null;
    sessionToken: string | null;
    clientIp: string;
    /** This render's Content-Security-Policy nonce for inline scripts ("" outside pages). */
    cspNonce: string;
    /** Rendered for the public cache, for every signed-in shopper alike (decision 015). */
    sharedWithShoppers: boolean;
    /** The lighter page was asked for: `Save-Data: on` or the footer's switch (src/http/data-saver.ts). */
    dataSaver: boolean;
    /** The header's cart and wishlist counts for the page being rendered (src/server/personal-state.ts). */
    headerCounts: () => Promise<HeaderCounts>;
    /** The answer's text recurs for many requests: its compressed bytes are kept by that text. */
    answerRepeats?: boolean;
  };
};

/** What the server hands every page's loader and action (app/load-context.ts). */
export type PageContext = HttpEnv["Variables"];
