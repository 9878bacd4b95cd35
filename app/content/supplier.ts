import type { FaqEntry } from "#app/features/marketing/shared/faq-json-ld";
import { statOf } from "./figures";

/**
 * Copy and data of the national supplier sales landing
 * (/servicos/fornecedor/fornecedor-nacional). Prices are in reais.
 * The checkout address is configuration (CHECKOUT_URL, see #app/config/business).
 */

export interface SaleNotification {
  name: string;
  city: string;
  product: string;
  /** Price the reseller sold for, in reais. */
  value: number;
}

/** Static sample notifications (the spec: "static sample data"); the page labels them as examples. */
export const saleNotifications: readonly SaleNotification[] = [
  { name: "Mariana", city: "Curitiba (PR)", product: "Vestido Midi Canelado", value: 89.9 },
  { name: "Juliana", city: "Recife (PE)", product: "Conjunto Alfaiataria Linho", value: 159.9 },
  { name: "Patrícia", city: "Goiânia (GO)", product: "Blusa Ombro a Ombro", value: 79.9 },
  { name: "Fernanda", city: "Belo Horizonte (MG)", product: "Cropped Tricô Canelado", value: 69.9 },
  { name: "Aline", city: "Porto Alegre (RS)", product: "Vestido Midi Canelado", value: 94.9 },
  { name: "Camila", city: "Salvador (BA)", product: "Conjunto Alfaiataria Linho", value: 169.9 },
  { name: "Renata", city: "Campinas (SP)", product: "Blusa Ombro a Ombro", value: 74.9 },
  { name: "Bruna", city: "Fortaleza (CE)", product: "Cropped Tricô Canelado", value: 64.9 },
];

export const supplierHero = {
  eyebrow: "Fornecedor nacional · Moda feminina",
  title: "Venda moda feminina sem estoque, com um fornecedor que entrega por você",
  description:
    "Produtos prontos para vender, criativos personalizados, integração com marketplaces e logística por nossa conta. Você foca em vender; nós cuidamos do resto.",
  benefits: [
    "Sem estoque e sem investimento em mercadoria",
    "Fotos, descrições e criativos prontos",
    "Integração com sua loja e marketplaces",
    "Separação, embalagem e envio por nossa conta",
  ],
  primaryCta: "QUERO COMEÇAR AGORA",
  demoCta: "Ver Demonstração",
  specialistCta: "Falar com Especialista",
  image: { src: "/images/products/vitrine-fornecedor.svg", width: 640, height: 560 },
} as const;

export interface SupplierStep {
  title: string;
  description: string;
}

export const supplierSteps: readonly SupplierStep[] = [
  {
    title: "Escolha",
    description:
      "Selecione no catálogo as peças que combinam com o seu público. Todas com estoque nacional e grade completa.",
  },
  {
    title: "Publique",
    description:
      "Cadastre na sua loja ou no marketplace com fotos, descrições e criativos personalizados que entregamos prontos.",
  },
  {
    title: "Venda",
    description:
      "Divulgue nas redes e com anúncios. O cliente compra de você, pelo preço que você definiu, e paga a você.",
  },
  {
    title: "Enviamos",
    description: "Repasse o pedido: nós separamos, embalamos e enviamos direto ao seu cliente, com código de rastreio.",
  },
  {
    title: "Lucre",
    description:
      "A diferença entre o seu preço de venda e o preço de fornecedor é sua, sem estoque parado e sem galpão.",
  },
];

export const supplierTestimonial = {
  quote:
    "Eu tinha medo de investir em estoque e ficar com roupa parada. Com o fornecedor nacional comecei só com o celular: os criativos chegaram prontos, o envio é deles e, no terceiro mês, eu já vendia todos os dias.",
  name: "Camila Rocha",
  role: "Revendedora de moda feminina em Goiânia (GO)",
} as const;

export const supplierLearning: readonly string[] = [
  "Como escolher as peças certas para começar e montar um mix que vende o ano todo",
  "Como publicar na sua loja virtual, no Instagram e nos marketplaces com as fotos e descrições prontas",
  "Como criar anúncios que vendem no Instagram, Facebook e TikTok, mesmo começando com pouca verba",
  "Como definir o preço de venda para ter lucro em cada pedido, já contando taxas e frete",
  "Como atender pelo WhatsApp, responder dúvidas de tamanho e transformar clientes em compradoras fiéis",
  "O caminho que revendedoras seguem para chegar a R$\u00a020 mil a R$\u00a050 mil por mês em vendas",
];

export interface SupplierProduct {
  id: string;
  name: string;
  /** Supplier price in reais. */
  price: number;
  image: string;
}

export const bestSellers: readonly SupplierProduct[] = [
  {
    id: "vestido-midi-canelado",
    name: "Vestido Midi Canelado",
    price: 49.9,
    image: "/images/products/vestido-midi-canelado.svg",
  },
  {
    id: "conjunto-alfaiataria-linho",
    name: "Conjunto Alfaiataria Linho",
    price: 90,
    image: "/images/products/conjunto-alfaiataria-linho.svg",
  },
  {
    id: "blusa-ombro-a-ombro",
    name: "Blusa Ombro a Ombro",
    price: 49.9,
    image: "/images/products/blusa-ombro-a-ombro.svg",
  },
  {
    id: "cropped-trico-canelado",
    name: "Cropped Tricô Canelado",
    price: 40,
    image: "/images/products/cropped-trico-canelado.svg",
  },
];

export const PRODUCT_IMAGE_SIZE = { width: 400, height: 500 } as const;

export const supplierGuarantee = {
  days: 7,
  title: "Garantia incondicional de 7 dias",
  description:
    "Entre, conheça o catálogo, os criativos e o suporte. Se em até 7 dias você decidir que não é para você, devolvemos 100% do valor pago, sem perguntas e sem burocracia.",
} as const;

export const supplierFaq: readonly FaqEntry[] = [
  {
    question: "Preciso ter estoque ou comprar mercadoria antes?",
    answer:
      "Não. Você só paga o preço de fornecedor depois que o seu cliente compra. Nós mantemos o estoque, separamos, embalamos e enviamos cada pedido direto para o endereço do comprador.",
  },
  {
    question: "Preciso ter CNPJ para começar?",
    answer:
      "Você pode começar como pessoa física para validar as vendas. Assim que elas ficarem frequentes, recomendamos abrir um MEI: é simples, gratuito para abrir, permite emitir nota fiscal e ainda dá acesso a benefícios do INSS.",
  },
  {
    question: "Como funciona o envio e o rastreio para os meus clientes?",
    answer:
      "Você repassa o pedido pela integração ou pelo painel, e nós postamos a partir do Brasil com código de rastreio, que você envia ao cliente. Por ser um fornecedor nacional, os prazos são de poucos dias úteis, conforme a região.",
  },
  {
    question: "E se eu não gostar?",
    answer:
      "Você tem 7 dias de garantia incondicional. Se decidir que o fornecedor nacional não é para você, basta pedir o reembolso dentro desse prazo e devolvemos 100% do valor pago.",
  },
];

export const supplierFinalCta = {
  title: "Sua loja de moda feminina pode começar hoje",
  description:
    "Produtos prontos, criativos personalizados e logística resolvida. Garanta seu acesso com 7 dias de garantia incondicional.",
  stats: [
    statOf("resellers"),
    statOf("resellerRating"),
    { value: "20K a 50K", label: "em vendas por mês ao alcance de quem aplica o método" },
  ],
  disclaimer:
    "Resultados variam de acordo com a dedicação, o investimento em divulgação e o mercado de cada revendedora; não há garantia de faturamento.",
} as const;
