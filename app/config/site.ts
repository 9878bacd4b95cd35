/**
 * Business constants: the one place an owner edits the agency's name,
 * contacts and links. The spec does not name the agency; these are
 * placeholders to replace before launch.
 */
export const site = {
  brand: "Vértice Performance",
  legalName: "Vértice Performance Marketing Digital Ltda.",
  cnpj: "00.000.000/0001-00",
  tagline: "Gestão de tráfego pago que vira venda",
  specialist: {
    name: "Lucas Andrade",
    role: "Gestor de tráfego e estrategista de e-commerce",
    photo: "/images/especialista.svg",
    socialHandle: "@lucasandrade.trafego",
    socialUrl: "https://www.instagram.com/lucasandrade.trafego/",
  },
  /** WhatsApp business number in international format, digits only. */
  whatsappNumber: "5511987654321",
  whatsappDisplay: "(11) 98765-4321",
  phoneDisplay: "(11) 3000-4000",
  emails: {
    contact: "contato@verticeperformance.com.br",
    privacy: "privacidade@verticeperformance.com.br",
    support: "suporte@verticeperformance.com.br",
  },
  address: {
    street: "Av. Paulista, 1000 – conj. 101",
    district: "Bela Vista",
    city: "São Paulo",
    state: "SP",
    postalCode: "01310-100",
  },
  /** External checkout of the national supplier offer (opens in a new tab). */
  checkoutUrl: "https://pay.verticeperformance.com.br/fornecedor-nacional",
  /** Year the agency started, used for "desde" lines. */
  foundedYear: 2019,
} as const;

export function whatsappLink(text?: string): string {
  const base = `https://wa.me/${site.whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
