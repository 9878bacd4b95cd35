import { breadcrumbJsonLd, type Crumb } from "~/features/seo/breadcrumbs";
import { publisherJsonLd } from "~/features/seo/publisher";
import { describeTool } from "./tool-descriptions";
import { toolPath, type Tool } from "./registry";

/** The schema.org application categories our tools fall under. */
type ApplicationCategory =
  | "TravelApplication"
  | "BusinessApplication"
  | "FinanceApplication"
  | "EducationalApplication"
  | "HealthApplication"
  | "SecurityApplication"
  | "UtilitiesApplication";

/** Categories of the general tools; every travel tool is a TravelApplication. */
const generalCategories: Readonly<Record<string, ApplicationCategory>> = {
  "calculadora-roas": "BusinessApplication",
  "calculadora-cpa-maximo": "BusinessApplication",
  "planejador-orcamento-anuncios": "BusinessApplication",
  "calculadora-markup-margem": "BusinessApplication",
  "calculadora-juros-compostos": "FinanceApplication",
  "calculadora-emprestimos": "FinanceApplication",
  "calculadora-regra-de-tres": "EducationalApplication",
  "tabuada-online": "EducationalApplication",
  "calculadora-porcentagem": "UtilitiesApplication",
  "conversor-unidades": "UtilitiesApplication",
  "consulta-cep-ddd-placa": "UtilitiesApplication",
  "calculadora-imc-metabolismo": "HealthApplication",
  "gerador-senhas-seguras": "SecurityApplication",
};

export function applicationCategory(tool: Tool): ApplicationCategory {
  if (tool.group === "viagem") return "TravelApplication";
  const category = generalCategories[tool.slug];
  if (category === undefined) throw new Error(`Ferramenta sem categoria de aplicativo: ${tool.slug}`);
  return category;
}

/** The trail a tool page shows above its heading: Ferramentas › the tool. */
export function toolCrumbs(tool: Tool): Crumb[] {
  return [
    { name: "Ferramentas", path: "/ferramentas" },
    { name: tool.name, path: toolPath(tool.slug) },
  ];
}

/** schema.org WebApplication: a free tool that runs in any browser. */
export function webApplicationJsonLd(tool: Tool, description: string, siteUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: tool.name,
    description,
    url: `${siteUrl}${toolPath(tool.slug)}`,
    applicationCategory: applicationCategory(tool),
    operatingSystem: "Any",
    inLanguage: "pt-BR",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: "0", priceCurrency: "BRL" },
    publisher: publisherJsonLd(siteUrl),
  };
}

/** Structured data of a tool page: the application and the trail above its heading. */
export function toolJsonLd(tool: Tool, siteUrl: string): Record<string, unknown>[] {
  return [webApplicationJsonLd(tool, describeTool(tool.slug), siteUrl), breadcrumbJsonLd(toolCrumbs(tool), siteUrl)];
}
