export { startSuggestionIndex } from "./kept-index";
export { searchSuggestions, type SearchSuggestion } from "./suggestions";
