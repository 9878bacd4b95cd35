/**
 * The business identity an operator sets before launch (legal name, CNPJ,
 * address, specialist, contacts, checkout): read from the environment on the
 * server (#app/config/env.server), handed to pages by the root loader (so
 * prerendered pages carry the build's values) and read in components with
 * useBusiness(). Every item is optional: what is not configured is not shown.
 * The brand and the marketing copy stay in #app/config/site.
 */

import { site } from "./site";

/** A photo in public/ with the formats and widths found beside it. */
export interface Photo {
  /** The configured file: the <img> fallback. */
  src: string;
  /** Candidates of the fallback's own format ("a-480w.jpg 480w, …"), when width variants exist. */
  srcSet?: string;
  /** AVIF and WebP versions, best first, for <picture>. */
  sources: { type: string; srcSet: string }[];
}

export interface PostalAddress {
  street: string;
  district?: string;
  city: string;
  /** Two-letter state (UF). */
  state: string;
  /** "01310-100". */
  postalCode: string;
}

export interface Business {
  legalName?: string;
  /** Formatted: "11.222.333/0001-81". */
  cnpj?: string;
  address?: PostalAddress;
  /** Phone number, international digits only: "551130004000". */
  phone?: string;
  /** WhatsApp number, international digits only: "5511987654321". */
  whatsappNumber?: string;
  emails: {
    contact?: string;
    /** For data-protection requests; the contact e-mail when not set apart. */
    privacy?: string;
    /** For clients' urgent support; the contact e-mail when not set apart. */
    support?: string;
  };
  specialist: {
    name?: string;
    /** Initials drawn on the portrait artwork when there is no photo: the name's, else the brand's. */
    monogram: string;
    photo?: Photo;
    /** `network` says where the profile lives: "no Instagram", "nas redes sociais"… */
    social?: { url: string; handle?: string; network: string };
  };
  /** External checkout of the national supplier offer. */
  checkoutUrl?: string;
}

/** Nothing configured: what tests and error pages without the root's data see. */
export const unconfiguredBusiness: Business = { emails: {}, specialist: { monogram: site.brandMonogram } };

/** The click-to-chat link of a WhatsApp number, with an optional pre-filled text. */
export function whatsappLink(number: string, text?: string): string {
  const base = `https://wa.me/${number}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/**
 * A phone number as people in Brazil read it: "5511987654321" → "(11) 98765-4321",
 * "1130004000" → "(11) 3000-4000"; other countries' numbers as "+<digits>".
 */
export function formatPhone(digits: string): string {
  const national = digits.length > 11 && digits.startsWith("55") ? digits.slice(2) : digits;
  const match = /^(\d{2})(9?\d{4})(\d{4})$/.exec(national);
  if (national.length >= 10 && national.length <= 11 && match) return `(${match[1]}) ${match[2]}-${match[3]}`;
  return `+${digits}`;
}

/** "São Paulo – SP". */
export function cityLine(address: PostalAddress): string {
  return `${address.city} – ${address.state}`;
}
