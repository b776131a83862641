import type { Route } from "./+types/_index";

export function meta(): Route.MetaDescriptors {
  return [{ title: "BAY" }];
}

export function loader({ context }: Route.LoaderArgs) {
  return { signedIn: context.user !== null };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <h1>BAY {loaderData.signedIn ? "member" : "visitor"}</h1>;
}
