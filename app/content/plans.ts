/** Traffic-management service page: process, plans, guarantees and FAQ (spec sections 2 and 9). */
import { type IconName } from "#app/components/ui/icon";

export interface Plan {
  name: string;
  /** Monthly management fee in BRL. */
  price: number;
  period: string;
  description: string;
  /** Monthly media budget the plan covers; null = unlimited. */
  mediaLimit: number | null;
  features: string[];
  popular: boolean;
  cta: string;
}

export interface TimedStep {
  icon: IconName;
  title: string;
  duration: string;
  description: string;
}

export interface Guarantee {
  icon: IconName;
  title: string;
  description: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** Recommended minimum media spend per month, in BRL (spec section 9). */
export const RECOMMENDED_MIN_MEDIA = 3000;

export const trafficHero = {
  eyebrow: "Gestão de Tráfego Pago",
  title: "Gestão de tráfego que transforma investimento em vendas",
  description:
    "Planejamos, executamos e otimizamos suas campanhas no Google, Meta e TikTok Ads com metas de retorno claras. Você acompanha tudo e só paga por uma gestão que entrega.",
  highlights: ["Análise gratuita de 30 minutos", "Setup em 48 horas", "Sem melhora em 90 dias, seu dinheiro de volta"],
};

export const processSteps: { eyebrow: string; title: string; description: string; items: TimedStep[] } = {
  eyebrow: "Como funciona",
  title: "Do diagnóstico ao resultado em quatro etapas",
  description: "Um processo claro, com prazos definidos, para você saber exatamente o que acontece em cada fase.",
  items: [
    {
      icon: "search",
      title: "Análise gratuita",
      duration: "30 min",
      description:
        "Uma chamada para entender seu negócio, revisar suas campanhas atuais e apontar onde está o dinheiro desperdiçado.",
    },
    {
      icon: "calendar-check",
      title: "Estratégia",
      duration: "2-3 dias",
      description:
        "Montamos o plano: canais, públicos, orçamento por campanha, criativos e as metas de retorno que vamos perseguir.",
    },
    {
      icon: "rocket",
      title: "Implementação",
      duration: "Contínua",
      description:
        "Campanhas no ar, rastreamento configurado e otimização diária: ajustamos lances, públicos e criativos sem parar.",
    },
    {
      icon: "chart-line",
      title: "Resultados",
      duration: "Semanal",
      description:
        "Toda semana você recebe um relatório simples com vendas, ROAS e próximos passos, além de uma reunião mensal de estratégia.",
    },
  ],
};

export const plans: { eyebrow: string; title: string; description: string; items: Plan[] } = {
  eyebrow: "Planos",
  title: "Escolha o plano do tamanho do seu crescimento",
  description:
    "Valores mensais pela gestão. O investimento em mídia é pago diretamente às plataformas de anúncio, na sua conta.",
  items: [
    {
      name: "Starter",
      price: 2500,
      period: "/mês",
      description: "Para quem está começando a anunciar e quer fazer certo desde o início.",
      mediaLimit: 5000,
      features: [
        "Gestão de mídia de até R$\u00a05.000 por mês",
        "Google Ads ou Meta Ads",
        "Configuração de pixel e conversões",
        "Relatório semanal de resultados",
        "Suporte direto com o especialista em horário comercial",
      ],
      popular: false,
      cta: "Começar com o Starter",
    },
    {
      name: "Professional",
      price: 4500,
      period: "/mês",
      description: "Para negócios que já vendem online e querem escalar com lucro.",
      mediaLimit: 15000,
      features: [
        "Gestão de mídia de até R$\u00a015.000 por mês",
        "Google Ads, Meta Ads e TikTok Ads",
        "Testes A/B de criativos e ofertas",
        "Remarketing e recuperação de carrinho",
        "Reunião mensal de estratégia",
        "Resposta em até 2 horas no horário comercial",
      ],
      popular: true,
      cta: "Quero o Professional",
    },
    {
      name: "Enterprise",
      price: 8500,
      period: "/mês",
      description: "Para operações de alto investimento que precisam de estratégia dedicada.",
      mediaLimit: null,
      features: [
        "Investimento em mídia ilimitado",
        "Todos os canais, incluindo YouTube e Shopping",
        "Dashboard em tempo real",
        "Especialista dedicado à sua conta",
        "Estratégia de crescimento e CRO",
        "Reuniões semanais",
      ],
      popular: false,
      cta: "Falar sobre o Enterprise",
    },
  ],
};

export const guarantees: { eyebrow: string; title: string; items: Guarantee[] } = {
  eyebrow: "Garantias",
  title: "Compromissos que assumimos por escrito",
  items: [
    {
      icon: "shield-check",
      title: "Resultado em 90 dias",
      description: "Se os seus resultados não melhorarem em 90 dias, devolvemos o valor pago pela gestão.",
    },
    {
      icon: "clock",
      title: "Setup em 48 horas",
      description: "Com os acessos em mãos, suas campanhas estão estruturadas e prontas para rodar em até 48 horas.",
    },
    {
      icon: "wallet",
      title: "Mídia mínima recomendada",
      description:
        "Recomendamos investir a partir de R$\u00a03.000 por mês em mídia para que as campanhas tenham dados suficientes para otimizar.",
    },
    {
      icon: "message-square-reply",
      title: "Resposta em até 2 horas",
      description:
        "Dúvidas e ajustes respondidos em até 2 horas no horário comercial, direto com quem cuida da sua conta.",
    },
  ],
};

export const trafficFaq: { eyebrow: string; title: string; items: FaqItem[] } = {
  eyebrow: "Dúvidas frequentes",
  title: "Perguntas frequentes sobre a gestão de tráfego",
  items: [
    {
      question: "O valor do plano já inclui o investimento em anúncios?",
      answer:
        "Não. O valor do plano é a nossa gestão. O investimento em mídia é pago diretamente ao Google, Meta ou TikTok, no cartão ou boleto da sua empresa, e cada plano cobre um limite de mídia mensal.",
    },
    {
      question: "Quanto preciso investir em mídia por mês?",
      answer:
        "Recomendamos a partir de R$\u00a03.000 por mês. Com menos que isso as campanhas demoram mais para aprender e os resultados ficam instáveis. Na análise gratuita indicamos o valor ideal para o seu caso.",
    },
    {
      question: "Em quanto tempo vejo resultados?",
      answer:
        "As campanhas ficam prontas em até 48 horas depois de recebermos os acessos. Os primeiros sinais aparecem nas primeiras semanas, e a fase de otimização costuma consolidar o retorno entre 60 e 90 dias.",
    },
    {
      question: "Como funciona a garantia de 90 dias?",
      answer:
        "Definimos as métricas de partida no início do trabalho. Se em 90 dias os seus resultados não tiverem melhorado em relação a elas, devolvemos o valor pago pela gestão no período.",
    },
    {
      question: "Existe fidelidade ou multa de cancelamento?",
      answer:
        "Não. Os planos são mensais e você pode cancelar quando quiser, com aviso de 30 dias. As contas de anúncio e todo o histórico continuam sendo seus.",
    },
    {
      question: "Vou ter acesso às minhas campanhas?",
      answer:
        "Sim, sempre. As contas ficam no nome da sua empresa, você acompanha tudo em tempo real e recebe relatórios semanais com explicações simples.",
    },
  ],
};
