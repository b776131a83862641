import { lazy, memo, type ComponentProps } from "react";
import { ScriptLater } from "~/components/script-later";

type Estimate = typeof import("./delivery-estimate").ProductDeliveryEstimate;

const loadEstimate = () => import("./delivery-estimate").then((module) => module.ProductDeliveryEstimate);
/** The server renders the box at once; `import.meta.env.SSR` is false in the browser's build, so this is gone there. */
const EstimateNow = import.meta.env.SSR ? await loadEstimate() : null;
const EstimateLater = lazy(() => loadEstimate().then((estimate) => ({ default: estimate })));

/**
 * The product page's "Delivery to" box, below the fold: its script (the fee worked out from the zones, the place
 * remembered) comes after the page's (ScriptLater), and its form asks the server without JavaScript meanwhile.
 * Its props are the loader's data and the price, so the page's re-renders stop here (`memo`).
 */
export const ProductDeliveryEstimateLaterOn = memo(function ProductDeliveryEstimateLaterOn(
  props: ComponentProps<Estimate>,
) {
  const ProductDeliveryEstimate = EstimateNow ?? EstimateLater;
  return (
    <ScriptLater>
      <ProductDeliveryEstimate {...props} />
    </ScriptLater>
  );
});
