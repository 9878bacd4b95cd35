/** The site menu (spec "Shared layout"). Pure data used by header, footer and tests. */
export interface NavLinkItem {
  title: string;
  href: string;
  description?: string;
}

export interface NavGroup {
  title: string;
  items: NavLinkItem[];
}

export interface NavItem {
  title: string;
  href: string;
  groups?: NavGroup[];
}

export const mainNav: NavItem[] = [
  { title: "Sobre nós", href: "/sobre-nos" },
  {
    title: "Nossos Serviços",
    href: "/servicos",
    groups: [
      {
        title: "Marketing Digital",
        items: [
          {
            title: "Gestão de Tráfego",
            href: "/servicos/marketing-digital/gestao-trafego",
            description: "Google, Meta e TikTok Ads focados em vendas e ROI.",
          },
        ],
      },
      {
        title: "Fornecedor",
        items: [
          {
            title: "Fornecedor Nacional",
            href: "/servicos/fornecedor/fornecedor-nacional",
            description: "Dropshipping de moda feminina sem estoque.",
          },
        ],
      },
      {
        title: "Ferramentas",
        items: [
          {
            title: "Ferramentas Online",
            href: "/ferramentas",
            description: "Calculadoras e planejadores de viagem gratuitos.",
          },
        ],
      },
    ],
  },
  { title: "Portfolio", href: "/portfolio" },
  { title: "Blog", href: "/blog" },
  { title: "Comece agora", href: "/comece-agora" },
  { title: "Contate-nos", href: "/contato" },
];

/** The path without a trailing slash ("/" stays "/"). */
function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/\/+$/, "") || "/";
}

/** True when the path is the page a menu link leads to: that link gets `aria-current="page"`. */
export function isCurrentPage(pathname: string, href: string): boolean {
  return withoutTrailingSlash(pathname) === href;
}

/** True when the path is the item's page or one of the pages its dropdown leads to. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  if (path === item.href) return true;
  const hrefs = item.groups?.flatMap((group) => group.items.map((link) => link.href)) ?? [];
  return hrefs.some((href) => path === href || path.startsWith(`${href}/`));
}

export const leadFormAnchor = "lead-form";
