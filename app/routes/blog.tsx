import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/blog";
import { leadAction, leadActionHeaders } from "#app/features/leads/action.server";
import { leadClientAction } from "#app/features/leads/client-action";
import { NewsletterForm } from "#app/features/leads/components/newsletter-form";
import { BlogExplorer } from "#app/features/marketing/blog/blog-explorer";
import { BlogHero } from "#app/features/marketing/blog/blog-hero";
import { listPosts } from "#app/features/marketing/blog/posts.server";
import { staticPageMeta } from "#app/features/seo/seo";
import type { RouteHandle } from "#app/lib/route-handle";

export const handle: RouteHandle = { hydrate: true };

export const meta = staticPageMeta({
  title: "Blog de tráfego pago e e-commerce",
  description:
    "Estratégias práticas de Google Ads, Facebook Ads, TikTok Ads, copywriting e dropshipping para vender mais na sua loja virtual.",
});

export function loader() {
  return { posts: listPosts() };
}

/** The article list does not depend on the search, category or page in the URL: filtering needs no request. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod?.toUpperCase() !== "POST" && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const headers = leadActionHeaders;

export async function action(args: Route.ActionArgs) {
  return leadAction(args, "newsletter");
}

/** With JavaScript the lead form posts here through a fetcher; see leadClientAction. */
export const clientAction = leadClientAction;

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BlogHero />
      <BlogExplorer posts={loaderData.posts} newsletter={<NewsletterForm />} />
    </>
  );
}
