/** An inline message for a form's outcome; errors are announced at once, notices politely. */
export function FlashMessage({ kind, children }: { kind: "error" | "info"; children: React.ReactNode }) {
  const tone =
    kind === "error" ? "border-red-700 bg-red-50 text-red-900" : "border-green-700 bg-green-50 text-green-900";
  return (
    <p role={kind === "error" ? "alert" : "status"} className={`rounded-md border px-4 py-3 text-sm ${tone}`}>
      {children}
    </p>
  );
}
