// The search capability's public entry: other capabilities and pages import from here, never from its files (.dependency-cruiser.cjs).
export { startSuggestionIndex, suggestionIndexBuilt } from "./kept-index";
export { searchSuggestions, type SearchSuggestion } from "./suggestions";
