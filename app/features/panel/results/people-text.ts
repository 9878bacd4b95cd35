import { formatNumber } from "#app/lib/numbers";

/** "1 pessoa", "12 pessoas": the people among a row's new leads. */
export function peopleText(people: number): string {
  return `${formatNumber(people, 0)} ${people === 1 ? "pessoa" : "pessoas"}`;
}

/** "+2 formulários de clientes": forms from people who were clients already, counted apart from the new leads. */
export function fromClientsText(forms: number): string {
  return `+${formatNumber(forms, 0)} ${forms === 1 ? "formulário de cliente" : "formulários de clientes"}`;
}
