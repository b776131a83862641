import { useRouteLoaderData } from "react-router";

// Issue 50, item 3: the lighter page (src/http/data-saver.ts decides; the root loader says so).

/** The picture width the lighter page asks for, whatever the screen: the smallest stored variant. */
export const LIGHT_IMAGE_WIDTH = 320;

/** Whether this page is the lighter one (Save-Data: on, or the footer's switch). */
export function useDataSaver(): boolean {
  return useRouteLoaderData<{ dataSaver?: boolean } | null>("root")?.dataSaver ?? false;
}
