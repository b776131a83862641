import type { SalesDay } from "@/orders";
import { formatDayLabel } from "@/shop/dates";
import { formatNaira } from "@/shop/money";
import { formatCount } from "@/shop/counts";

// Drawn on the server as plain SVG (no chart library, no client code): bars for revenue against the
// left scale, a line with dots for orders against the right one. The same figures are in the table below.
// Two drawings, one shaped for phones and one for wider screens, so that the text stays readable; the
// one not shown is display:none and so not read out either.
type Shape = { width: number; height: number; fontSize: number; labels: number; left: number; right: number };
const WIDE: Shape = { width: 720, height: 260, fontSize: 12, labels: 7, left: 64, right: 36 };
const NARROW: Shape = { width: 360, height: 240, fontSize: 11, labels: 4, left: 48, right: 26 };
const PAD_TOP = 16;
const PAD_BOTTOM = 30;

/** A round top for a scale (1, 2 or 5 times a power of ten) at or above `value`. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

/**
 * The top of the orders scale: four whole steps (the grid's quarters) of 1, 2 or 5 times a power of ten,
 * so that every label on the axis is a whole number of orders (issue 46): 3 → 4, 5 → 8, 50 → 80.
 */
export function ordersScaleTop(most: number): number {
  return 4 * Math.max(1, niceMax(most / 4));
}

/** ₦ without kobo, shortened for an axis: ₦80k, ₦1.2m. */
function shortNaira(kobo: number): string {
  const naira = kobo / 100;
  if (naira >= 1_000_000) return `₦${Number((naira / 1_000_000).toFixed(1))}m`;
  if (naira >= 1_000) return `₦${Number((naira / 1_000).toFixed(1))}k`;
  return `₦${naira}`;
}

function Drawing(props: {
  days: SalesDay[];
  shape: Shape;
  id: string;
  title: string;
  summary: string;
  className: string;
}) {
  const { days, shape, id } = props;
  const plotW = shape.width - shape.left - shape.right;
  const plotH = shape.height - PAD_TOP - PAD_BOTTOM;
  // At least ₦1,000 at the top, so that an empty range still has a readable scale.
  const revenueTop = niceMax(Math.max(1_000_00, ...days.map((day) => day.revenueKobo)));
  const ordersTop = ordersScaleTop(Math.max(...days.map((day) => day.orders)));
  const slot = plotW / days.length;
  const barWidth = Math.max(1.5, slot * 0.7);
  const x = (index: number) => shape.left + slot * index + slot / 2;
  const yRevenue = (kobo: number) => PAD_TOP + plotH - (kobo / revenueTop) * plotH;
  const yOrders = (count: number) => PAD_TOP + plotH - (count / ordersTop) * plotH;
  const labelEvery = Math.ceil(days.length / shape.labels);
  const grid = [0, 0.25, 0.5, 0.75, 1];
  return (
    <svg
      viewBox={`0 0 ${shape.width} ${shape.height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className={props.className}
      fontSize={shape.fontSize}
    >
      <title id={`${id}-title`}>{props.title}</title>
      <desc id={`${id}-desc`}>{props.summary}</desc>
      {grid.map((step) => {
        const y = PAD_TOP + plotH - step * plotH;
        return (
          <g key={step}>
            <line x1={shape.left} x2={shape.width - shape.right} y1={y} y2={y} stroke="#e5e5e5" />
            <text x={shape.left - 6} y={y + 4} textAnchor="end" fill="#525252">
              {shortNaira(revenueTop * step)}
            </text>
            <text x={shape.width - shape.right + 6} y={y + 4} fill="#c2410c">
              {ordersTop * step}
            </text>
          </g>
        );
      })}
      {days.map((day, index) => (
        <rect
          key={day.day}
          x={x(index) - barWidth / 2}
          y={yRevenue(day.revenueKobo)}
          width={barWidth}
          height={PAD_TOP + plotH - yRevenue(day.revenueKobo)}
          fill="#17573f"
        />
      ))}
      <polyline
        points={days.map((day, index) => `${x(index)},${yOrders(day.orders)}`).join(" ")}
        fill="none"
        stroke="#c2410c"
        strokeWidth="2"
      />
      {days.map((day, index) => (
        <circle key={day.day} cx={x(index)} cy={yOrders(day.orders)} r={slot < 8 ? 2 : 3.5} fill="#c2410c" />
      ))}
      {days.map((day, index) =>
        (days.length - 1 - index) % labelEvery === 0 ? (
          <text key={day.day} x={x(index)} y={shape.height - 10} textAnchor="middle" fill="#525252">
            {formatDayLabel(day.day)}
          </text>
        ) : null,
      )}
    </svg>
  );
}

export function SalesChart({ days, title, id }: { days: SalesDay[]; title: string; id: string }) {
  const totalOrders = days.reduce((sum, day) => sum + day.orders, 0);
  const totalRevenue = days.reduce((sum, day) => sum + day.revenueKobo, 0);
  const best = days.reduce((top, day) => (day.revenueKobo > top.revenueKobo ? day : top), days[0]);
  const summary =
    totalOrders === 0
      ? `No orders in these ${days.length} days.`
      : `${formatCount(totalOrders)} ${totalOrders === 1 ? "order" : "orders"} and ${formatNaira(totalRevenue)} ` +
        `in ${days.length} days. Best day: ${formatDayLabel(best.day)}, ${best.orders} ${best.orders === 1 ? "order" : "orders"}, ` +
        `${formatNaira(best.revenueKobo)}. The figures for each day are in the table below.`;

  return (
    <div className="flex flex-col gap-2">
      <Drawing
        days={days}
        shape={NARROW}
        id={`${id}-narrow`}
        title={title}
        summary={summary}
        className="h-auto w-full sm:hidden"
      />
      <Drawing
        days={days}
        shape={WIDE}
        id={`${id}-wide`}
        title={title}
        summary={summary}
        className="hidden h-auto w-full sm:block"
      />
      <div className="flex flex-wrap gap-4 text-sm text-neutral-700" aria-hidden="true">
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 bg-brand-600" /> Revenue (left scale)
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-full bg-accent" /> Orders (right scale)
        </span>
      </div>
      <details className="rounded-md border border-neutral-300 px-3 py-2">
        <summary className="cursor-pointer font-medium">Figures per day</summary>
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">Orders and revenue per day, cancelled orders left out</caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className="py-1">
                Day
              </th>
              <th scope="col" className="py-1 text-right">
                Orders
              </th>
              <th scope="col" className="py-1 text-right">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-t border-neutral-200">
                <th scope="row" className="py-1 text-left font-normal">
                  <time dateTime={day.day}>{formatDayLabel(day.day, true)}</time>
                </th>
                <td className="py-1 text-right">{day.orders}</td>
                <td className="py-1 text-right">{formatNaira(day.revenueKobo)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
