const STAR_PATH =
  "M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96L12 2.5z";

export function StarShape({ className = "size-5", filled = true }: { className?: string; filled?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path
        d={STAR_PATH}
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Five stars filled to the nearest half, read out as "Rated 4.5 out of 5". */
export function ReviewStars({ rating, size = "size-5" }: { rating: number; size?: string }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="inline-flex text-amber-600">
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = Math.max(0, Math.min(1, Math.round((rating - n + 1) * 2) / 2));
        return (
          <span key={n} className={`relative inline-block ${size}`}>
            <StarShape className={`absolute inset-0 ${size}`} filled={false} />
            {fill > 0 && (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <StarShape className={size} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
