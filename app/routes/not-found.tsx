import { data } from "react-router";
import { NotFoundPage } from "#app/features/errors/not-found-page";
import type { RouteHandle } from "#app/lib/route-handle";

export const handle: RouteHandle = { noIndex: true };

/** Any path outside the route table: the not-found page with a real HTTP 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
