const dateFormat = new Intl.DateTimeFormat("pt-BR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "America/Sao_Paulo",
});

/** "2026-11-21T15:00:00.000Z" → "21 de novembro de 2026", in Brasília time whatever the machine's zone. */
export function formatPolicyDate(isoInstant: string): string {
  return dateFormat.format(new Date(isoInstant));
}

/** The calendar year in Brasília time. */
export function policyYear(isoInstant: string): number {
  const year = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "America/Sao_Paulo" }).format(
    new Date(isoInstant),
  );
  return Number(year);
}
