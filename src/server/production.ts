// `node build/server.mjs` is the production server. React and React Router pick their development or
// production builds when they are first loaded, so the mode is set before anything imports them
// (`npm run dev` runs src/server/dev.ts instead and stays in development).
process.env.NODE_ENV ??= "production";
await import(new URL("./server-app.mjs", import.meta.url).href);
