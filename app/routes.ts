import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { toolSlugs } from "./features/tools/tool-definitions";
import { toolPath } from "./features/tools/tool-path";
import { legacyRedirects } from "./features/seo/redirects";

export default [
  index("routes/home.tsx"),
  route("home-completa", "routes/home-completa.tsx"),
  route("sobre-nos", "routes/sobre-nos.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("comece-agora", "routes/comece-agora.tsx"),
  route("contato", "routes/contato.tsx"),
  route("politica-privacidade", "routes/politica-privacidade.tsx"),
  route("servicos", "routes/servicos.tsx"),
  route("servicos/marketing-digital/gestao-trafego", "routes/gestao-trafego.tsx"),
  route("servicos/fornecedor/fornecedor-nacional", "routes/fornecedor-nacional.tsx"),
  route("ferramentas", "routes/ferramentas.tsx"),
  // One page per tool definition, each in the route file named after its slug.
  ...toolSlugs.map((slug) => route(toolPath(slug).slice(1), `routes/tools/${slug}.tsx`)),
  route("ferramentas/calendario-eventos-festivais/evento.ics", "routes/tools/calendario-ics.ts"),
  ...Object.keys(legacyRedirects).map((from) =>
    route(from.slice(1), "routes/legacy-redirect.tsx", { id: `redirect${from}` }),
  ),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("tema", "routes/tema.ts"),
  // The team's panel: rendered per request. Everything but signing in and choosing a password is under the
  // layout whose middleware checks the session (app/features/panel/guard.server.ts).
  ...prefix("painel", [
    layout("routes/painel/public-layout.tsx", [
      route("entrar", "routes/painel/entrar.tsx"),
      route("definir-senha", "routes/painel/definir-senha.tsx"),
    ]),
    layout("routes/painel/layout.tsx", [
      route("sair", "routes/painel/sair.ts"),
      route("exportar", "routes/painel/exportar.ts"),
      route("lgpd/exportar", "routes/painel/lgpd-exportar.ts"),
      route("em-massa", "routes/painel/em-massa.ts"),
      route("conta/alertas", "routes/painel/alertas.ts"),
      index("routes/painel/inbox.tsx"),
      route("leads/:id", "routes/painel/lead.tsx"),
      route("resultados", "routes/painel/resultados.tsx"),
      route("funil", "routes/painel/funil.tsx"),
      route("conta", "routes/painel/conta.tsx"),
      route("equipe", "routes/painel/equipe.tsx"),
      route("auditoria", "routes/painel/auditoria.tsx"),
      route("lgpd", "routes/painel/lgpd.tsx"),
      route("whatsapp", "routes/painel/whatsapp.tsx"),
      route("mensagens", "routes/painel/mensagens.tsx"),
      route("plataformas", "routes/painel/plataformas.tsx"),
    ]),
  ]),
  // Prerendered once as build/client/404.html, which the server answers unknown paths with.
  route("404", "routes/not-found-page.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
