/** Portfolio page content (spec section 2 "Portfolio and cases page" and the case fields of section 3). */
import { type IconName } from "#app/components/ui/icon";
import { figures, shoeStoreCase, statOf } from "./figures";

export interface PortfolioCategory {
  name: string;
  count: string;
  icon: IconName;
}

export interface PortfolioCase {
  id: string;
  category: string;
  /** Short tab label. */
  tab: string;
  title: string;
  description: string;
  image: string;
  results: { roi: string; leads: string; revenue: string; period: string };
  metrics: { label: string; value: string }[];
  challenge: string;
  solution: string;
  tags: string[];
}

export interface Testimonial {
  name: string;
  role: string;
  content: string;
  /**
   * A photo of the client (square, at least 96×96 px, in public/images/depoimentos/) once they
   * agree to show it; without one the card shows their initials.
   */
  image?: string;
}

export const portfolioHero = {
  eyebrow: "Portfolio e cases",
  title: "Resultados reais de quem decidiu crescer com tráfego pago",
  description:
    "Lojas virtuais, empresas de software, prestadores de serviço e escolas: veja como estratégia, mídia e dados se transformaram em vendas.",
};

/** Companies served per segment (the spec's counts), a part of `figures.companiesServed`. */
export const categories: PortfolioCategory[] = [
  { name: "E-commerce", count: "120+", icon: "shopping-cart" },
  { name: "SaaS", count: "45+", icon: "cloud" },
  { name: "Serviços", count: "80+", icon: "briefcase" },
  { name: "Educação", count: "35+", icon: "graduation-cap" },
];

/** What the segment counts are part of: they do not add up to the companies served, and say so. */
export const categoriesNote = `Os quatro segmentos com mais clientes entre as ${figures.companiesServed.value} ${figures.companiesServed.label}; as demais são negócios locais, infoprodutos e outros segmentos.`;

export const portfolioCases: PortfolioCase[] = [
  {
    id: "ecommerce-calcados",
    category: "E-commerce",
    tab: "E-commerce",
    title: "Loja de calçados em plataforma de e-commerce",
    description:
      "Uma marca de calçados com boa reputação e vendas estagnadas virou referência no segmento depois de reestruturar toda a mídia paga.",
    image: "/images/portfolio/ecommerce.svg",
    results: {
      roi: shoeStoreCase.roi,
      leads: "48 mil pedidos",
      revenue: shoeStoreCase.sales,
      period: shoeStoreCase.period,
    },
    metrics: [
      { label: "ROAS", value: `${shoeStoreCase.roas} (${shoeStoreCase.roasMultiple})` },
      { label: "Custo de aquisição (CAC)", value: `-${shoeStoreCase.cacReduction}` },
      { label: "Taxa de conversão", value: "+85%" },
      { label: "Ticket médio", value: "+22%" },
    ],
    challenge:
      "O investimento em anúncios crescia, mas as vendas não acompanhavam. As campanhas disputavam o mesmo público, o catálogo estava mal configurado no Google Shopping e ninguém sabia qual canal trazia lucro.",
    solution:
      "Reorganizamos o catálogo e o feed de produtos, separamos campanhas por margem e sazonalidade, criamos remarketing dinâmico no Meta Ads e configuramos o rastreamento de conversões ponta a ponta. Com dados confiáveis, escalamos apenas o que dava retorno.",
    tags: ["Google Shopping", "Performance Max", "Meta Ads", "Remarketing dinâmico"],
  },
  {
    id: "saas-gestao",
    category: "SaaS",
    tab: "SaaS",
    title: "Software de gestão para clínicas",
    description:
      "Uma empresa de software por assinatura precisava de demonstrações qualificadas, e não de cadastros que nunca viravam clientes.",
    image: "/images/portfolio/saas.svg",
    results: { roi: "280%", leads: "3.200 demos", revenue: "R$\u00a01,2 milhão", period: "12 meses" },
    metrics: [
      { label: "Custo por demonstração", value: "-47%" },
      { label: "Demo → cliente", value: "31%" },
      { label: "Receita recorrente", value: "+160%" },
      { label: "Ciclo de venda", value: "-18 dias" },
    ],
    challenge:
      "Muitos cadastros de baixa qualidade, time comercial sobrecarregado e nenhuma ligação entre o anúncio clicado e o contrato fechado.",
    solution:
      "Criamos campanhas de pesquisa por intenção de compra, integramos o CRM às plataformas de anúncio para otimizar por cliente fechado e montamos uma sequência de nutrição para quem ainda não estava pronto para comprar.",
    tags: ["Google Ads", "LinkedIn", "Integração com CRM", "Conversões offline"],
  },
  {
    id: "educacao-cursos",
    category: "Educação",
    tab: "Educação",
    title: "Escola de cursos profissionalizantes online",
    description: "Uma escola digital queria lotar turmas sem depender de promoções agressivas que corroíam a margem.",
    image: "/images/portfolio/educacao.svg",
    results: { roi: "410%", leads: "18 mil alunos interessados", revenue: "R$\u00a02,4 milhões", period: "8 meses" },
    metrics: [
      { label: "Custo por lead", value: "-52%" },
      { label: "Taxa de matrícula", value: "+64%" },
      { label: "Turmas lotadas", value: "9 de 10" },
      { label: "Vídeos com criativos UGC", value: "40+" },
    ],
    challenge:
      "Custo por lead subindo a cada lançamento, criativos saturados e um funil que dependia só de descontos para converter.",
    solution:
      "Produzimos criativos com alunos reais no TikTok e no Instagram, montamos campanhas de captação com aulas gratuitas e usamos remarketing por etapa do funil para levar o interessado até a matrícula.",
    tags: ["TikTok Ads", "Meta Ads", "Criativos UGC", "Funil de lançamento"],
  },
];

export const testimonials: { eyebrow: string; title: string; items: Testimonial[] } = {
  eyebrow: "Depoimentos",
  title: "O que nossos clientes dizem",
  items: [
    {
      name: "Mariana Costa",
      role: "Sócia de e-commerce de calçados",
      content:
        "Em dois anos saímos de um faturamento estagnado para R$\u00a08 milhões em vendas. O melhor é que hoje eu sei exatamente quanto cada campanha devolve para o caixa.",
    },
    {
      name: "Rafael Menezes",
      role: "CEO de empresa de software",
      content:
        "Paramos de pagar por cadastro ruim. As demonstrações que chegam agora são de gente pronta para comprar, e o time comercial sentiu a diferença no primeiro mês.",
    },
    {
      name: "Juliana Alves",
      role: "Diretora de escola online",
      content:
        "Os criativos com nossos próprios alunos mudaram o jogo. Lotamos nove de dez turmas sem precisar de desconto agressivo.",
    },
  ],
};

export const consolidatedResults = {
  eyebrow: "Resultados consolidados",
  title: "Números que somam todos os nossos projetos",
  stats: [statOf("adSpendManaged"), statOf("companiesServed"), statOf("managementProjects"), statOf("retention")],
};

export const portfolioCta = {
  title: "Seu negócio pode ser o nosso próximo case",
  description:
    "Agende uma consultoria gratuita. Analisamos seus números e mostramos, sem compromisso, o caminho para vender mais com tráfego pago.",
  secondary: { label: "Agendar uma conversa", href: "/comece-agora" },
};
