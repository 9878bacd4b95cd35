import { ShieldCheck } from "~/components/ui/icons";
import type { Route } from "./+types/politica-privacidade";
import { site } from "~/config/site";
import { privacyIntro, privacySections } from "~/content/privacy";
import { PolicyContent, PolicyToc } from "~/features/marketing/privacy/policy-content";
import { formatPolicyDate, policyYear } from "~/features/marketing/privacy/policy-date";
import { staticPageMeta } from "~/features/seo/seo";

export const meta = staticPageMeta({
  title: "Política de Privacidade",
  description: `Como a ${site.brand} coleta, usa, guarda e protege os seus dados pessoais, e como exercer os seus direitos pela LGPD.`,
});

/**
 * The page is prerendered, so this runs once per build and the date travels
 * to the browser inside the route data: server HTML and hydration render the
 * same text, and "last updated" is the date the published policy was built
 * (a policy changes only with a deploy). Formatting in Brasília time keeps
 * the text identical whatever the build machine's or visitor's time zone.
 */
export function loader() {
  return { updatedAt: new Date().toISOString() };
}

export default function PoliticaPrivacidade({ loaderData }: Route.ComponentProps) {
  const { updatedAt } = loaderData;
  return (
    <>
      <section className="bg-linear-to-br from-hero-from to-hero-to text-white">
        <div className="container-page py-12 sm:py-16">
          <p className="mb-3 flex items-center gap-2 text-sm font-bold tracking-widest text-highlight uppercase">
            <ShieldCheck aria-hidden="true" className="size-4" />
            LGPD
          </p>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            Política de Privacidade
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-pretty text-white/85">{privacyIntro}</p>
          <p className="mt-6 text-sm text-white/80">
            Última atualização: <time dateTime={updatedAt.slice(0, 10)}>{formatPolicyDate(updatedAt)}</time>
          </p>
        </div>
      </section>
      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <PolicyToc sections={privacySections} />
        </aside>
        <div className="min-w-0 max-w-3xl">
          <PolicyContent sections={privacySections} />
          <p className="mt-12 border-t pt-6 text-sm text-muted-foreground">
            © {policyYear(updatedAt)} {site.legalName} · CNPJ {site.cnpj}. Todos os direitos reservados.
          </p>
        </div>
      </div>
    </>
  );
}
