import { formatPhone, type Business } from "#app/config/business";
import { whatsappClickHref } from "#app/features/leads/whatsapp-click";
import type { FaqEntry } from "#app/features/marketing/shared/faq-json-ld";
import { countriesServedText, figures } from "./figures";

/** Copy and data of /contato. Contacts come from the configured business identity, never typed here. */

export type ContactChannelId = "whatsapp" | "email" | "phone";

export interface ContactChannel {
  id: ContactChannelId;
  title: string;
  description: string;
  value: string;
  /** The value is an e-mail address (it wraps at the @ and the dots). */
  email?: boolean;
  href: string;
  action: string;
  /** Opens another app or site in a new tab. */
  external: boolean;
}

/** The channels the business has configured, in the page's order: WhatsApp, e-mail, phone. */
export function contactChannels(business: Business): ContactChannel[] {
  const channels: ContactChannel[] = [];
  if (business.whatsappNumber) {
    channels.push({
      id: "whatsapp",
      title: "WhatsApp",
      description: "O caminho mais rápido para tirar dúvidas e pedir uma proposta.",
      value: formatPhone(business.whatsappNumber),
      // Through the site's address, which records the click with its campaign (decision 066).
      href: whatsappClickHref("equipe", "/contato"),
      action: "Chamar no WhatsApp",
      external: true,
    });
  }
  if (business.emails.contact) {
    channels.push({
      id: "email",
      title: "E-mail",
      description: "Para propostas detalhadas, parcerias e envio de materiais.",
      value: business.emails.contact,
      email: true,
      href: `mailto:${business.emails.contact}`,
      action: "Enviar e-mail",
      external: false,
    });
  }
  if (business.phone) {
    channels.push({
      id: "phone",
      title: "Telefone",
      description: "Prefere conversar? Ligue em horário comercial.",
      value: formatPhone(business.phone),
      href: `tel:+${business.phone}`,
      action: "Ligar agora",
      external: false,
    });
  }
  return channels;
}

export const emergencyNote = "WhatsApp 24 horas para emergências";

export interface QuickAction {
  title: string;
  description: string;
  href: string;
}

export const quickActions: readonly QuickAction[] = [
  {
    title: "Agendar consultoria gratuita",
    description: "Escolha o melhor horário para um diagnóstico das suas campanhas.",
    href: "/comece-agora",
  },
  {
    title: "Ver planos e preços",
    description: "Conheça os planos de gestão de tráfego e as garantias.",
    href: "/servicos/marketing-digital/gestao-trafego",
  },
  {
    title: "Fornecedor Nacional",
    description: "Venda moda feminina sem estoque, com envio por nossa conta.",
    href: "/servicos/fornecedor/fornecedor-nacional",
  },
  {
    title: "Ferramentas gratuitas",
    description: "Calculadoras, conversores e planejadores sem cadastro.",
    href: "/ferramentas",
  },
];

const commonFaq: readonly FaqEntry[] = [
  {
    question: "A primeira consultoria é mesmo gratuita?",
    answer:
      "Sim. Na consultoria inicial analisamos suas campanhas, seu site e seus objetivos e mostramos um plano de ação, sem custo e sem compromisso de contratação.",
  },
  {
    question: "Qual é o investimento mínimo em anúncios?",
    answer:
      "Recomendamos a partir de R$\u00a03.000 por mês em mídia, valor pago diretamente às plataformas de anúncio. A gestão é cobrada à parte, em planos mensais a partir de R$\u00a02.500.",
  },
  {
    question: "Em quanto tempo as campanhas entram no ar?",
    answer:
      "O setup é feito em até 48 horas depois que recebemos todas as informações e os acessos necessários às suas contas de anúncio e ao seu site.",
  },
  {
    question: "Vocês atendem empresas de outras cidades?",
    answer: `Sim. O atendimento é 100% online, com reuniões por videochamada, para empresas de todo o Brasil. Também atendemos clientes em ${figures.countries.phrase}: ${countriesServedText}.`,
  },
  {
    question: "Existe alguma garantia?",
    answer:
      "Nos planos de gestão de tráfego, se não houver melhora nos resultados em 90 dias, devolvemos o valor da gestão. No Fornecedor Nacional, a garantia é de 7 dias com reembolso integral.",
  },
];

const RESPONSE_TIME =
  "Respondemos em até 2 horas durante o horário comercial. Mensagens enviadas fora do horário são respondidas no período útil seguinte";

/** The contact page's FAQ; the 24-hour emergency line is promised only when the business has a WhatsApp number. */
export function contactFaq(business: Business): readonly FaqEntry[] {
  const answer = business.whatsappNumber
    ? `${RESPONSE_TIME}; clientes ativos contam com o WhatsApp 24 horas para emergências.`
    : `${RESPONSE_TIME}.`;
  return [{ question: "Em quanto tempo vocês respondem?", answer }, ...commonFaq];
}

export const urgentSupport = {
  title: "Suporte urgente para clientes",
  description:
    "Campanha parada, anúncio reprovado às vésperas de uma data importante ou pixel fora do ar? Clientes ativos têm atendimento pelo WhatsApp 24 horas para emergências.",
  action: "Chamar o suporte no WhatsApp",
} as const;
