/** "/servicos" overview (the spec lists the menu item but not the screen). */
import { type IconName } from "#app/components/ui/icon";
import { statOf } from "./figures";

export interface ServiceOffer {
  icon: IconName;
  eyebrow: string;
  title: string;
  description: string;
  points: string[];
  cta: string;
  href: string;
  image: string;
  imageAlt: string;
  /** The illustration drawn for the dark theme, when `image` has a light background. */
  darkImage?: string;
}

export const servicesHero = {
  eyebrow: "Nossos serviços",
  title: "Tudo o que você precisa para vender mais na internet",
  description:
    "Gestão de tráfego pago para escalar vendas com lucro, um fornecedor nacional para quem quer vender moda sem estoque e ferramentas gratuitas para o dia a dia. Escolha por onde começar.",
};

export const serviceOffers: ServiceOffer[] = [
  {
    icon: "megaphone",
    eyebrow: "Marketing Digital",
    title: "Gestão de Tráfego Pago",
    description:
      "Campanhas no Google, Meta e TikTok Ads planejadas para vender, com metas de retorno definidas desde o primeiro dia e relatórios que mostram o que cada real trouxe de volta.",
    points: [
      "Campanhas no ar em até 48 horas",
      "Planos a partir de R$\u00a02.500 por mês",
      "Garantia: sem melhora em 90 dias, devolvemos o investimento na gestão",
    ],
    cta: "Ver planos e como funciona",
    href: "/servicos/marketing-digital/gestao-trafego",
    image: "/images/promo-trafego.svg",
    imageAlt: "Painel de campanhas com gráfico de vendas em alta",
  },
  {
    icon: "shirt",
    eyebrow: "Fornecedor",
    title: "Fornecedor Nacional de Moda Feminina",
    description:
      "Dropshipping sem estoque: produtos prontos, criativos personalizados, integração com marketplaces e envio por nossa conta. Você foca em vender; nós cuidamos do resto.",
    points: [
      "Sem estoque e sem investimento em mercadoria",
      "Quem segue o método chega a R$\u00a020 mil a R$\u00a050 mil por mês em vendas",
      "Garantia de 7 dias com reembolso integral",
    ],
    cta: "Conhecer o fornecedor",
    href: "/servicos/fornecedor/fornecedor-nacional",
    image: "/images/promo-fornecedor.svg",
    imageAlt: "Loja online de moda feminina com caixas prontas para envio",
    darkImage: "/images/promo-fornecedor-escuro.svg",
  },
];

export const toolsOffer = {
  icon: "calculator" as IconName,
  eyebrow: "Ferramentas",
  title: "Ferramentas Online gratuitas",
  description:
    "Calculadoras financeiras, conversores, gerador de senhas e planejadores de viagem que funcionam direto no navegador, sem cadastro e sem custo.",
  cta: "Explorar as ferramentas",
  href: "/ferramentas",
  image: "/images/ferramentas.svg",
  imageAlt: "Calculadora, conversor, mapa e gráfico: as ferramentas gratuitas do site",
};

export const servicesWhy = {
  eyebrow: "Por que nós",
  title: "Um parceiro que mede sucesso em vendas",
  items: [
    statOf("adSpendManaged"),
    statOf("companiesServed"),
    statOf("retention"),
    { value: "48h", label: "para campanhas no ar" },
  ],
};

export const servicesCta = {
  title: "Não sabe por onde começar?",
  description:
    "Conte sobre o seu negócio em uma consultoria gratuita. Indicamos o caminho mais rápido para você vender mais, mesmo que não seja com a gente.",
  secondary: { label: "Falar com a equipe", href: "/contato" },
};
