export type DayOfWeek = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

export interface OpeningHoursRow {
  days: string;
  /** The same days as schema.org names them, for the business's structured data. */
  dayOfWeek: readonly DayOfWeek[];
  /** 24-hour "HH:MM"; both absent on a closed day. */
  opens?: string;
  closes?: string;
}

/**
 * When the team answers: shown on the contact page and published as the
 * business's opening hours on the home page (one source for both). Plain
 * data, so a page that only needs the structured data carries none of it.
 */
export const openingHours: readonly OpeningHoursRow[] = [
  {
    days: "Segunda a sexta",
    dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "18:00",
  },
  { days: "Sábado", dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" },
  { days: "Domingo", dayOfWeek: ["Sunday"] },
];

/** "9:00 às 18:00" as the page writes hours, or "Fechado". */
export function hoursLabel({ opens, closes }: OpeningHoursRow): string {
  if (!opens || !closes) return "Fechado";
  return `${opens.replace(/^0/, "")} às ${closes.replace(/^0/, "")}`;
}
