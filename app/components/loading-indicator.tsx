import { useNavigation } from "react-router";

/** "Loading..." while a client-side navigation waits for its loaders. */
export function LoadingIndicator() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div
      role="status"
      className="fixed bottom-4 left-1/2 z-50 flex -translate-x-1/2 items-center gap-2 rounded-full bg-neutral-900 px-4 py-2 text-sm font-medium text-white shadow-lg"
    >
      <span aria-hidden="true" className="spinner" />
      Loading...
    </div>
  );
}
