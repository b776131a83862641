// The news capability's public entry: other capabilities and pages import from here, never from its files (.dependency-cruiser.cjs).
export {
  type AdminNewsPost,
  createNews,
  createNewsSchema,
  deleteNews,
  listAdminNews,
  saveNewsWithImage,
  updateNews,
  updateNewsSchema,
} from "./admin-news";
export { newsExcerpt, newsParagraphs, newsTeaser, type NewsTeaser } from "./text";
export { HOME_NEWS_COUNT, hasPublishedNews, NEWS_PAGE_SIZE, newsPage, publishedNews, publishedPost } from "./posts";
export { newsFormSchema, newsQuerySchema } from "./news-schema";
