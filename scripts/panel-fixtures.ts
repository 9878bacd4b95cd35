import type { NewLead } from "#server/db/lead-store";
import type { Attribution } from "#app/features/leads/attribution";

/**
 * Plausible leads for the panel's benchmark and screenshots: every form,
 * each with its own field names, spread over two years, from a handful of
 * campaigns, referrers and direct visits. Deterministic for a given seed.
 */

const FIRST = [
  "Ana",
  "Bruno",
  "Carla",
  "Diego",
  "Elaine",
  "Fábio",
  "Gabriela",
  "Henrique",
  "Isabela",
  "João",
  "Karina",
  "Lucas",
  "Márcia",
  "Nelson",
  "Otávio",
  "Paula",
  "Renata",
  "Sérgio",
  "Tânia",
  "Vítor",
];
const LAST = [
  "Silva",
  "Souza",
  "Oliveira",
  "Santos",
  "Pereira",
  "Lima",
  "Carvalho",
  "Araújo",
  "Ribeiro",
  "Almeida",
  "Gomes",
  "Martins",
];
const COMPANIES = [
  "Padaria Pão Quente",
  "Clínica Sorriso",
  "Ótica Visão",
  "Auto Center Rota",
  "Loja da Bia",
  "Pet Shop Amigo",
  "Academia Força",
  "Escola Aprender",
  "Doceria Mel",
  "Studio Bela",
];
const ORIGINS: (Attribution | null)[] = [
  { utm_source: "google", utm_medium: "cpc", utm_campaign: "black-friday", gclid: "Cj0KCQ" },
  { utm_source: "google", utm_medium: "cpc", utm_campaign: "institucional" },
  { utm_source: "facebook", utm_medium: "paid", utm_campaign: "leads-novembro", fbclid: "IwAR0" },
  { utm_source: "instagram", utm_medium: "social", utm_campaign: "reels-dezembro" },
  { referrer: "https://www.google.com/" },
  { referrer: "https://l.instagram.com/" },
  null,
];

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function fakeLeads(count: number, options: { now: number; spanDays: number; seed?: number }): NewLead[] {
  const next = random(options.seed ?? 42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const leads: NewLead[] = [];
  for (let index = 0; index < count; index += 1) {
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    const company = pick(COMPANIES);
    const email = `${name.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").replace(/ /g, ".")}${index}@exemplo.com.br`;
    const phone = `(${11 + Math.floor(next() * 80)}) 9${String(Math.floor(next() * 1e8))
      .padStart(8, "0")
      .replace(/(\d{4})(\d{4})/, "$1-$2")}`;
    // Older first, so ids grow with time as they do in production.
    const createdAt = options.now - Math.floor(((count - index) / count) * options.spanDays * 86_400_000);
    const kind = next();
    const form = kind < 0.45 ? "consultoria" : kind < 0.7 ? "agendamento" : kind < 0.9 ? "contato" : "newsletter";
    const data: Record<string, string> =
      form === "consultoria"
        ? {
            nome: name,
            email,
            whatsapp: phone,
            empresa: company,
            funcionarios: "1-5",
            investimento_mensal: "1000-3000",
          }
        : form === "agendamento"
          ? {
              nome: name,
              email,
              whatsapp: phone,
              empresa: company,
              setor: "servicos",
              faturamento: "10k-50k",
              desafio: "Quero vender mais pelo Instagram.",
              melhor_horario: "tarde (12h-18h)",
            }
          : form === "contato"
            ? {
                nome: name,
                email,
                telefone: phone,
                empresa: company,
                assunto: "duvidas",
                mensagem: "Gostaria de saber como funciona a gestão de tráfego.",
              }
            : { email };
    const origin = pick(ORIGINS);
    leads.push({
      form,
      submissionId: crypto.randomUUID(),
      data,
      email,
      ip: "203.0.113.10",
      userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/140 Mobile",
      createdAt,
      attribution: origin ? { ...origin, landing_path: "/" } : { landing_path: "/" },
    });
  }
  return leads;
}
