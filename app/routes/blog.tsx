import { pageMeta } from "~/features/seo/seo";

export const meta = () =>
  pageMeta({
    title: "Blog de tráfego pago e e-commerce",
    description: "Estratégias de Google Ads, Facebook Ads e e-commerce para vender mais.",
  });

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">Blog</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">Estratégias de Google Ads, Facebook Ads e e-commerce para vender mais.</p>
    </div>
  );
}
