/**
 * The brand and the copy that goes with it. The business identity an operator
 * must set before launch (legal name, CNPJ, address, specialist, WhatsApp,
 * e-mails, checkout) is configuration, not code: see #app/config/business.
 */
export const site = {
  brand: "Vértice Performance",
  /** The brand's initials, as #app/config/business-text's initials() makes them (a test checks). */
  brandMonogram: "VP",
  tagline: "Gestão de tráfego pago que vira venda",
  specialist: {
    role: "Gestor de tráfego e estrategista de e-commerce",
  },
  /** Year the agency started, used for "desde" lines. */
  foundedYear: 2019,
  /**
   * Namespace of the calendar events' UIDs (RFC 5545 asks for a domain).
   * Never change it: a re-imported event with another UID is a duplicate.
   */
  calendarUidDomain: "verticeperformance.com.br",
} as const;
