/**
 * Home page copy and figures (spec section 2 "Home landing page", sections 3 and 9).
 * Numbers and claims are the spec's, quoted from ./figures with one meaning each; change them there.
 */
import { type IconName } from "#app/components/ui/icon";
import { countriesServedText, figures, firstMillionYear, shoeStoreCase, statOf } from "./figures";

export interface Stat {
  value: string;
  label: string;
}

export interface IconCard {
  icon: IconName;
  title: string;
  description: string;
}

export interface CaseStudy {
  title: string;
  platform: string;
  /** Target of the animated counter. */
  value: number;
  prefix: string;
  suffix: string;
  /** How the figure reads once counted (also what crawlers and reduced-motion visitors see). */
  displayValue: string;
  description: string;
  image: string;
  icon: IconName;
  highlights: string[];
}

export interface Award {
  image: string;
  title: string;
  description: string;
}

export interface ProcessStep {
  number: string;
  icon: IconName;
  title: string;
  description: string;
}

export interface Promo {
  eyebrow: string;
  title: string;
  description: string;
  bullets: string[];
  cta: string;
  /** Older path kept as the spec states; it 301-redirects to the current service page. */
  href: string;
  image: string;
  imageAlt: string;
  /** The illustration drawn for the dark theme, when `image` has a light background. */
  darkImage?: string;
}

export const ctaLabels = {
  diagnosis: "AGENDAR MEU DIAGNÓSTICO ESTRATÉGICO",
  freeConsulting: "RECEBER CONSULTORIA GRATUITA",
} as const;

export const hero = {
  eyebrow: "Gestão de tráfego pago para e-commerce e negócios locais",
  title: "Transforme cliques em vendas com tráfego pago que dá lucro",
  subtitle: `Campanhas no Google, Meta e TikTok Ads planejadas e otimizadas por quem soma mais de ${figures.adSpendManaged.phrase}. Cada real investido tem meta de retorno, e você acompanha tudo em números claros.`,
  reassurance: "Diagnóstico gratuito, sem compromisso e sem fidelidade.",
  stats: [
    statOf("adSpendManaged"),
    statOf("companiesServed"),
    { value: "48h", label: "para suas campanhas no ar" },
  ] satisfies Stat[],
};

export const whyChooseUs = {
  eyebrow: "Por que nos escolher",
  title: "Tráfego pago com foco em venda, não em curtida",
  description:
    "Seu investimento em anúncios precisa voltar para o caixa. Por isso cada decisão nossa começa e termina no resultado do seu negócio.",
  cards: [
    {
      icon: "trending-up",
      title: "Resultados Comprovados",
      description: `Mais de ${figures.companiesServed.phrase}, e clientes de gestão com ${figures.salesGrowth.phrase}. Cases reais, com números que você pode conferir.`,
    },
    {
      icon: "target",
      title: "ROI Garantido",
      description:
        "Nos planos de gestão, se os seus resultados não melhorarem em 90 dias, devolvemos o valor pago pela gestão. Não prometemos faturamento: garantimos o trabalho, com meta de retorno em cada campanha.",
    },
    {
      icon: "rocket",
      title: "Setup Rápido",
      description:
        "Suas campanhas no ar em até 48 horas, com pixel, conversões e rastreamento configurados do jeito certo desde o primeiro clique.",
    },
  ] satisfies IconCard[],
};

export const trafficPromo: Promo = {
  eyebrow: "Gestão de Tráfego",
  title: "Anúncios no Google, Meta e TikTok que pagam a própria conta",
  description:
    "Cuidamos de tudo: estratégia, estrutura de campanhas, criativos, públicos e otimização diária. Você recebe relatórios simples e foca no que faz de melhor, que é vender.",
  bullets: [
    "Google Ads: Pesquisa, Shopping e Performance Max",
    "Meta Ads e TikTok Ads com criativos que convertem",
    "Rastreamento de conversões e metas de ROAS por campanha",
    "Relatórios semanais e atendimento direto com o especialista",
  ],
  cta: "Conhecer a Gestão de Tráfego",
  href: "/nossos-servicos/gestao-de-trafego",
  image: "/images/promo-trafego.svg",
  imageAlt: "Painel de campanhas com gráfico de vendas em alta",
};

export const supplierPromo: Promo = {
  eyebrow: "Fornecedor Nacional",
  title: "Venda moda feminina sem estoque e sem dor de cabeça",
  description:
    "Dropshipping com fornecedor nacional: você escolhe as peças, publica na sua loja e nós cuidamos do envio. Quem segue o método chega a R$\u00a020 mil a R$\u00a050 mil por mês em vendas.",
  bullets: [
    "Sem estoque: você só paga o produto depois de vender",
    "Produtos prontos e criativos personalizados para anunciar",
    "Integração com marketplaces e logística por nossa conta",
    "Garantia de 7 dias com reembolso integral",
  ],
  cta: "Quero vender sem estoque",
  href: "/nossos-servicos/fornecedor-nacional",
  image: "/images/promo-fornecedor.svg",
  imageAlt: "Caixas de moda feminina prontas para envio a partir de uma loja online",
  darkImage: "/images/promo-fornecedor-escuro.svg",
};

export const results = {
  eyebrow: "Resultados",
  title: "Números reais de quem confiou no nosso trabalho",
  description:
    "Do e-commerce nacional ao projeto internacional: estratégia, mídia e criativo trabalhando juntos para escalar vendas com lucro.",
  cases: [
    {
      title: "Loja de calçados",
      platform: "Plataforma de e-commerce brasileira",
      value: 8,
      prefix: "R$ ",
      suffix: " milhões",
      displayValue: "R$\u00a08 milhões",
      description: `em vendas para uma loja de calçados em ${shoeStoreCase.period}, com escala sustentável mês a mês.`,
      image: "/images/cases/loja-calcados.svg",
      icon: "chart-column",
      highlights: [
        `${shoeStoreCase.roas} de ROAS`,
        `${shoeStoreCase.cacReduction} menos custo de aquisição de cliente (CAC)`,
      ],
    },
    {
      title: "Projeto europeu",
      platform: "Plataforma global de e-commerce",
      value: 1.7,
      prefix: "€ ",
      suffix: " milhão",
      displayValue: "€ 1,7 milhão",
      description: `em vendas para uma marca portuguesa presente em ${figures.countries.phrase}: ${countriesServedText}.`,
      image: "/images/cases/projeto-europeu.svg",
      icon: "chart-line",
      highlights: ["120% de crescimento orgânico", figures.countries.phrase, "420% de ROI", "15 mil novos clientes"],
    },
    {
      title: "Conteúdo gerado por usuários",
      platform: "Projeto 100% orgânico (UGC)",
      value: 300000,
      prefix: "",
      suffix: "",
      displayValue: "300.000",
      description: "pessoas alcançadas com conteúdo de clientes reais, sem um centavo em anúncios.",
      image: "/images/cases/ugc-organico.svg",
      icon: "rocket",
      highlights: ["0% de investimento em anúncios", "Viral em 30 dias", "85% de engajamento"],
    },
  ] satisfies CaseStudy[],
  recognitions: [
    {
      year: firstMillionYear,
      title: `Primeiro milhão em ${firstMillionYear}`,
      description:
        "O ano em que as lojas clientes que gerenciamos numa plataforma de e-commerce brasileira passaram, juntas, de R$\u00a01 milhão em vendas: o começo de uma escala que não parou mais.",
      image: "/images/premios/primeiro-milhao.svg",
    },
    {
      year: "R$\u00a010M",
      title: "Placa de 10 milhões",
      description: `Entregue pela mesma plataforma quando essas lojas passaram de ${figures.platformSales.phrase} vindas das nossas campanhas, cada real delas medido e otimizado.`,
      image: "/images/premios/placa-10-milhoes.svg",
    },
  ],
};

export const awards = {
  eyebrow: "Prêmios e marcos",
  title: "Reconhecimentos e Conquistas",
  description: "Marcos que mostram a consistência do trabalho, campanha após campanha.",
  items: [
    {
      image: "/images/premios/placa-10-milhoes.svg",
      title: "Placa 10 Milhões",
      description: `Mais de ${figures.platformSales.phrase} das lojas clientes numa plataforma de e-commerce.`,
    },
    {
      image: "/images/premios/primeiro-milhao.svg",
      title: "Primeiro Milhão",
      description: `Essas lojas passaram de R$\u00a01 milhão em vendas em ${firstMillionYear}.`,
    },
    {
      image: "/images/premios/case-internacional.svg",
      title: "Case Internacional",
      description: `€ 1,7 milhão em vendas em um projeto presente em ${figures.countries.phrase}.`,
    },
    {
      image: "/images/premios/viral-organico.svg",
      title: "Viral sem Mídia Paga",
      description: "300 mil pessoas alcançadas em 30 dias, 100% orgânico.",
    },
    {
      image: "/images/premios/roas-340.svg",
      title: `ROAS de ${shoeStoreCase.roas}`,
      description: "R$\u00a03,40 em vendas para cada R$\u00a01 em anúncios de uma loja de calçados.",
    },
    {
      image: "/images/premios/500-empresas.svg",
      title: `${figures.companiesServed.value} Empresas Atendidas`,
      description: "Do e-commerce ao negócio local, em consultorias e na gestão mensal de campanhas.",
    },
  ] satisfies Award[],
  stats: [
    statOf("recognitions"),
    statOf("platformSales"),
    { value: "100%", label: "resultados de clientes reais" },
    statOf("yearsInEcommerce"),
  ] satisfies Stat[],
};

export const biography = {
  eyebrow: "Quem cuida das suas campanhas",
  title: "Sobre o Especialista",
  stats: [
    statOf("adSpendManaged"),
    statOf("yearsInPaidTraffic"),
    statOf("managementProjects"),
    statOf("countries"),
  ] satisfies Stat[],
  /**
   * The introduction, as text and links; `{name}` is the specialist's configured name (SPECIALIST_NAME), else `unnamed`.
   * The four links are the spec's exact hrefs (with a trailing slash).
   */
  paragraph: [
    "{name} é ",
    { href: "/blog/especialista-dropshipping-ecommerce/", label: "especialista em dropshipping e e-commerce" },
    ` e estrategista de performance. Com mais de ${figures.yearsInPaidTraffic.phrase}, ele transforma investimento em anúncios em faturamento, com uma gestão que começa pelo lucro e não pelo clique. No blog, ele abre o método: como estruturar a `,
    { href: "/blog/gestao-trafego-ecommerce/", label: "gestão de tráfego para e-commerce" },
    ", quais ",
    { href: "/blog/estrategias-google-ads/", label: "estratégias de Google Ads" },
    " trazem retorno de verdade e o passo a passo para ",
    { href: "/blog/aumentar-vendas-online-google-ads/", label: "aumentar as vendas online com Google Ads" },
    ".",
  ] satisfies (string | { href: string; label: string })[],
  unnamed: "Nosso gestor de tráfego",
  /** `{rede}` is where the configured profile lives: "no Instagram", "no LinkedIn", … */
  profileCta: "Ver perfil {rede}",
  blocks: [
    { title: "Especialidades", text: "Google Ads, Meta Ads (Facebook e Instagram) e TikTok Ads." },
    { title: "Segmentos", text: "E-commerce, SaaS, Infoprodutos e Negócios locais." },
    {
      title: "Metodologia",
      text: "Performance Marketing e Growth Hacking: testar rápido, medir tudo e escalar o que dá lucro.",
    },
  ],
};

export const processSection = {
  strategic: {
    eyebrow: "Passo a passo",
    title: "Como funciona nossa consultoria estratégica?",
    description: "Quatro etapas simples, do primeiro contato até a sua empresa vendendo com anúncios.",
  },
  free: {
    eyebrow: "Sem custo para começar",
    title: "Nossa consultoria inicial é gratuita",
    description: "Você só decide investir depois de ver o plano. Veja como é simples começar:",
  },
  steps: [
    {
      number: "01",
      icon: "handshake",
      title: "Consultoria gratuita",
      description:
        "Uma conversa para entender seu negócio, suas metas e onde o dinheiro está escapando nas campanhas atuais.",
    },
    {
      number: "02",
      icon: "file-check-corner",
      title: "Aprovação da proposta",
      description:
        "Você recebe um plano com canais, investimento recomendado e metas claras. Só começamos depois da sua aprovação.",
    },
    {
      number: "03",
      icon: "compass",
      title: "Briefing",
      description: "Reunimos acessos, produtos, público e diferenciais para criar campanhas com a cara da sua marca.",
    },
    {
      number: "04",
      icon: "rocket",
      title: "Sua empresa no ar",
      description:
        "Campanhas publicadas em até 3 dias úteis depois de recebermos todas as informações, com acompanhamento desde o primeiro clique.",
    },
  ] satisfies ProcessStep[],
};

export const services = {
  eyebrow: "Serviços",
  title: "Tudo o que sua empresa precisa para vender mais online",
  description: "Uma equipe de performance completa, sem o custo de montar um time interno.",
  items: [
    {
      icon: "target",
      title: "Gestão de tráfego pago",
      description: "Campanhas no Google, Meta e TikTok Ads criadas e otimizadas todos os dias para gerar vendas.",
    },
    {
      icon: "chart-column",
      title: "Análise de performance",
      description: "Dashboards e relatórios que mostram ROAS, CAC e lucro por canal, sem jargão.",
    },
    {
      icon: "trending-up",
      title: "Estratégia de crescimento",
      description: "Planejamento de escala com testes de criativos, ofertas e públicos para crescer com margem.",
    },
    {
      icon: "compass",
      title: "Consultoria estratégica",
      description: "Diagnóstico do funil, do anúncio ao checkout, com um plano de ação priorizado.",
    },
    {
      icon: "bot",
      title: "Automação de vendas",
      description: "Remarketing, e-mail e WhatsApp automatizados para recuperar carrinhos e vender de novo.",
    },
    {
      icon: "shield-check",
      title: "Compliance e segurança",
      description: "Contas dentro das políticas das plataformas e dados tratados conforme a LGPD.",
    },
  ] satisfies IconCard[],
};
