import type { Route } from "./+types/inbox";
import { PageHeading } from "~/features/panel/components/page-heading";
import { requireUser } from "~/features/panel/guard.server";

export const meta: Route.MetaFunction = () => [{ title: "Leads | Painel" }];

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return {};
}

export default function Inbox() {
  return <PageHeading title="Leads" />;
}
