export { startSuggestionIndex, suggestionIndexBuilt } from "./kept-index";
export { searchSuggestions, type SearchSuggestion } from "./suggestions";
