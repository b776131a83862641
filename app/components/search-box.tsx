import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigate, useSearchParams } from "react-router";
import { imageSrc } from "@/media";
import { formatNaira } from "@/shop/money";
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_SUGGESTIONS, SEARCH_MIN_CHARS } from "@/shop/constants";
import type { SearchSuggestion as Suggestion } from "@/search";
import { SearchIcon } from "./icons";
import { useShopMenu } from "~/lib/shop-menu";

/**
 * The header search: a GET form to /shop (works without JavaScript) that, once hydrated, offers
 * up to 8 suggestions as an ARIA combobox (arrow keys, Enter, Escape).
 */
export function SearchBox() {
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get("search") ?? "");
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The term the suggestions shown were found for: none found for the term typed now says so.
  const [answeredFor, setAnsweredFor] = useState("");
  const navigate = useNavigate();
  const shopMenu = useShopMenu();
  const listId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const term = query.trim();
  const urlSearch = params.get("search") ?? "";

  // Follow the URL when it changes under us (a search submitted, a filter cleared).
  useEffect(() => setQuery(urlSearch), [urlSearch]);

  useEffect(() => {
    if (term.length < SEARCH_MIN_CHARS) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/v1/search/suggestions?q=${encodeURIComponent(term)}`, {
          signal: controller.signal,
        });
        if (!res.ok) return;
        const { items } = (await res.json()) as { items: Suggestion[] };
        setSuggestions(items.slice(0, SEARCH_MAX_SUGGESTIONS));
        setAnsweredFor(term);
        setActive(-1);
      } catch {
        // aborted by newer typing, or offline: the form still searches on submit
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term]);

  const expanded = open && term.length >= SEARCH_MIN_CHARS && suggestions.length > 0;
  const nothingFound = open && term.length >= SEARCH_MIN_CHARS && answeredFor === term && suggestions.length === 0;
  const optionId = (i: number) => `${listId}-option-${i}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") return close();
    if (!expanded) {
      if (event.key === "ArrowDown") setOpen(true);
      return;
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      const n = suggestions.length;
      setActive((i) => (i + step < -1 ? n - 1 : i + step >= n ? -1 : i + step));
    } else if (event.key === "Enter" && active >= 0 && active < suggestions.length) {
      event.preventDefault();
      close();
      navigate(`/product/${suggestions[active].id}`);
    }
  }

  return (
    <div
      ref={wrapper}
      className="relative w-full"
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <Form method="get" action="/shop" role="search" onSubmit={close}>
        <label htmlFor={`${listId}-input`} className="sr-only">
          Search products
        </label>
        <div className="flex items-center rounded-full border border-neutral-300 bg-neutral-50 focus-within:border-brand focus-within:bg-white focus-within:ring-2 focus-within:ring-brand/20">
          <input
            id={`${listId}-input`}
            type="search"
            name="search"
            value={query}
            autoComplete="off"
            placeholder="Search jerseys, jeans, hoodies…"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${listId}-list`}
            aria-activedescendant={
              expanded && active >= 0 && active < suggestions.length ? optionId(active) : undefined
            }
            onChange={(e) => {
              setQuery(e.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
            maxLength={100}
            className="min-w-0 flex-1 bg-transparent py-2 pl-4 text-base outline-none placeholder:text-neutral-500 sm:text-sm"
          />
          <button
            type="submit"
            className="grid size-11 shrink-0 place-items-center rounded-full text-neutral-700 hover:text-brand"
            aria-label="Search"
          >
            <SearchIcon />
          </button>
        </div>
      </Form>
      <div
        className={`absolute inset-x-0 top-full z-40 mt-2 overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-xl ${expanded ? "" : "hidden"}`}
      >
        <div id={`${listId}-list`} role="listbox" aria-label="Product suggestions">
          {suggestions.map((s, i) => (
            <Link
              key={s.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              to={`/product/${s.id}`}
              onClick={close}
              tabIndex={-1}
              className={`flex items-center gap-3 px-4 py-2 text-sm hover:bg-neutral-100 ${i === active ? "bg-neutral-100" : ""}`}
            >
              <img
                src={imageSrc(s.imageUrl, 320)}
                alt=""
                width={40}
                height={50}
                className="h-[50px] w-10 rounded object-cover"
              />
              <span className="min-w-0 flex-1">
                <span className="line-clamp-2 font-medium">{s.name}</span>
                <span className="block text-xs text-neutral-600">{s.category}</span>
              </span>
              <span className="font-semibold">{formatNaira(s.priceKobo)}</span>
            </Link>
          ))}
        </div>
        <Link
          to={`/shop?search=${encodeURIComponent(term)}`}
          onClick={close}
          className="block border-t border-neutral-200 px-4 py-3 text-center text-sm font-semibold text-brand hover:bg-neutral-100"
        >
          View all results
        </Link>
      </div>
      <p role="status" className="sr-only">
        {nothingFound ? `No products match “${term}”` : ""}
      </p>
      {nothingFound ? (
        <div className="absolute inset-x-0 top-full z-40 mt-2 rounded-2xl border border-neutral-200 bg-white p-4 text-sm shadow-xl">
          <p aria-hidden="true" className="font-semibold">
            No products match “{term}”
          </p>
          <p className="mt-1 text-neutral-700">Check the spelling, or look through the shop:</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {shopMenu.map((way) => (
              <li key={way.to}>
                <Link to={way.to} onClick={close} className="chip min-h-11 px-3 text-sm">
                  {way.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
