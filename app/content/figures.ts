/**
 * The agency's figures (spec sections 1, 2 and 9), each with the one meaning it has wherever the site shows it:
 * what was counted, and since when. Every page quotes them from here, as a tile (value and label) or inside a
 * sentence (`phrase`); e2e/marketing/figures.spec.ts reads every page and fails on a figure shown with other words
 * or another number. Change a figure here, never in a page.
 *
 * The timeline they share: the specialist has managed paid traffic since 2020 and e-commerce accounts since 2021;
 * the agency's clients are companies that hired a consultancy or a monthly management since then.
 */

export interface Figure {
  /** The number as a tile shows it: "R$ 20M+". */
  value: string;
  /** What the number counts, as the tile's caption: "em anúncios gerenciados". */
  label: string;
  /**
   * How a sentence writes the figure, when one does: its number and unit first ("R$ 20 milhões", "500 empresas"),
   * which are never written otherwise.
   */
  phrase?: string;
}

export const figures = {
  /**
   * Money the clients invested in ads (Google, Meta, TikTok) under our management since 2020, summed over every
   * client. Spend, not sales: what those ads sold is larger and is not claimed as one figure.
   */
  adSpendManaged: {
    value: "R$ 20M+",
    label: "em anúncios gerenciados",
    phrase: "R$ 20 milhões em anúncios gerenciados",
  },
  /** Companies that hired a strategic consultancy or a monthly traffic management since 2020. */
  companiesServed: { value: "500+", label: "empresas atendidas", phrase: "500 empresas atendidas" },
  /**
   * Of those, the companies whose campaigns we ran month after month (the rest hired a one-off consultancy).
   * The portfolio's segment counts are companies served, not these projects.
   */
  managementProjects: {
    value: "100+",
    label: "projetos de gestão de tráfego",
    phrase: "100 projetos de gestão de tráfego",
  },
  /** The best growth of a management client's sales in its first twelve months with us. */
  salesGrowth: {
    value: "até 300%",
    label: "mais vendas no primeiro ano de gestão",
    phrase: "até 300% mais vendas no primeiro ano de gestão",
  },
  /** Years since the specialist's first managed campaign (2020). */
  yearsInPaidTraffic: {
    value: "6+",
    label: "anos de experiência em tráfego pago",
    phrase: "6 anos de experiência em tráfego pago",
  },
  /** Years since the first e-commerce account (2021): the "expertise" tile of the awards section. */
  yearsInEcommerce: { value: "5+", label: "anos de expertise em e-commerce" },
  /** Countries where clients sell with our campaigns: see `countriesServed`. */
  countries: { value: "5", label: "países atendidos", phrase: "5 países" },
  /** Share of monthly-management clients still with us twelve months after they started. */
  retention: { value: "94%", label: "de retenção de clientes em 12 meses" },
  /** Awards and milestones: the six cards of the home page's carousel. */
  recognitions: { value: "6+", label: "reconhecimentos" },
  /**
   * Sales of the client stores we manage on one Brazilian e-commerce platform (the shoe store among them), for
   * which the platform gave us its 10-million plaque. A part of what our clients sell, not their total.
   */
  platformSales: {
    value: "R$ 10M+",
    label: "em vendas de lojas clientes numa só plataforma",
    phrase: "R$ 10 milhões em vendas",
  },
  /** People registered as resellers of the national supplier (dropshipping), not agency clients. */
  resellers: { value: "1000+", label: "empreendedores revendendo com o Fornecedor Nacional" },
  /** The resellers' average rating of the national supplier, from 1 to 5. */
  resellerRating: { value: "4,9", label: "de nota média dos revendedores" },
} as const satisfies Record<string, Figure>;

export type FigureName = keyof typeof figures;

/** The five countries of `figures.countries`: Brazil, and the European project's markets. */
export const countriesServed = ["Brasil", "Portugal", "Espanha", "França", "Itália"] as const;
export const countriesServedText = `${countriesServed.slice(0, -1).join(", ")} e ${countriesServed.at(-1)}`;

/** The year the stores on that platform passed R$ 1 million in sales: the "first million" recognition. */
export const firstMillionYear = "2022";

/**
 * How the site computes a case's ROI: sales the campaigns brought, minus what was spent on ads, over what was spent
 * on ads. So a ROAS of 340 % (R$ 3,40 of sales per R$ 1 of ads) is a ROI of 240 %.
 */
export const roiDefinition =
  "ROI: vendas trazidas pelas campanhas, menos o investimento em anúncios, dividido pelo investimento em anúncios.";

/** The shoe store case, as the home page, its article and the portfolio tell it. */
export const shoeStoreCase = {
  sales: "R$ 8 milhões",
  period: "24 meses",
  /** Return on ad spend: sales over ad spend, as a percentage (R$ 3,40 per R$ 1). */
  roas: "340%",
  /** The same return as a multiple. */
  roasMultiple: "3,4×",
  /** Under `roiDefinition`: the ROAS minus the money spent. */
  roi: "240%",
  /** Customer acquisition cost, against the start of the project. */
  cacReduction: "60%",
} as const;

/** A figure as a stat tile reads it. */
export function statOf(name: FigureName): { value: string; label: string } {
  const { value, label } = figures[name];
  return { value, label };
}
