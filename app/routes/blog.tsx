import type { Route } from "./+types/blog";
import { leadAction, leadActionHeaders } from "~/features/leads/action.server";
import { NewsletterForm } from "~/features/leads/components/newsletter-form";
import { BlogExplorer } from "~/features/marketing/blog/blog-explorer";
import { BlogHero } from "~/features/marketing/blog/blog-hero";
import { listPosts } from "~/features/marketing/blog/posts.server";
import { pageMeta } from "~/features/seo/seo";

export const meta = () =>
  pageMeta({
    title: "Blog de tráfego pago e e-commerce",
    description:
      "Estratégias práticas de Google Ads, Facebook Ads, TikTok Ads, copywriting e dropshipping para vender mais na sua loja virtual.",
  });

export function loader() {
  return { posts: listPosts() };
}

export const headers = leadActionHeaders;

export async function action(args: Route.ActionArgs) {
  return leadAction(args, "newsletter");
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BlogHero />
      <BlogExplorer posts={loaderData.posts} newsletter={<NewsletterForm />} />
    </>
  );
}
