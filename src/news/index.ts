// The news capability's public entry: other capabilities import from here, never from its files (.dependency-cruiser.cjs).
export { createNews, createNewsSchema, deleteNews, listAdminNews, updateNews, updateNewsSchema } from "./admin-news";
