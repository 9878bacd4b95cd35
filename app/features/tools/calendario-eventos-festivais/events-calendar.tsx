import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { CalendarFilters } from "./calendar-filters";
import { CALENDAR_FIELDS, calendarContent, readCalendarQuery, type CalendarQuery } from "./calendar-query";
import { FestivalList } from "./festival-list";
import { MONTH_NAMES } from "#app/lib/dates";
import { MAX_CALENDAR_YEAR, MIN_CALENDAR_YEAR, type HolidayState } from "./holidays";
import { HolidayList } from "./holiday-list";
import { LongWeekendList } from "./long-weekend-list";

/**
 * The calendar for the year, month, state and region in the URL. Everything
 * is computed while rendering, so the server sends the finished page: no
 * script, and a filtered view is a link anyone can open.
 */
export function EventsCalendar({ currentYear }: { currentYear: number }) {
  const [params] = useSearchParams();
  const query = readCalendarQuery(
    Object.fromEntries(CALENDAR_FIELDS.map((name) => [name, params.get(name) ?? undefined])),
    currentYear,
  );
  const content = calendarContent(query);
  const period = query.month === null ? String(query.year) : `${MONTH_NAMES[query.month - 1]} de ${query.year}`;

  return (
    <div className="grid gap-10">
      <div className="grid gap-4">
        <CalendarFilters query={query} />
        {query.rejectedYear !== null ? (
          <p role="alert" className="rounded-lg border border-warning bg-warning/15 p-3 text-sm font-medium">
            O calendário vai de {MIN_CALENDAR_YEAR} a {MAX_CALENDAR_YEAR}: “{query.rejectedYear}” não é um ano que ele
            cobre, então mostramos {query.year}.
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          Mostrando <strong className="text-foreground">{period}</strong>: feriados nacionais
          {query.state ? ` e ${STATE_OF[query.state]}` : ""}, feriadões e festivais
          {query.region ? ` da região ${query.region}` : " de todo o Brasil"}. Escolha outro ano ou filtro acima.
        </p>
        <nav aria-label="Seções do calendário" className="flex flex-wrap gap-2 text-sm">
          <SectionLink href="#feriadoes">Feriadões ({content.longWeekends.length})</SectionLink>
          <SectionLink href="#feriados">Feriados ({content.holidays.length})</SectionLink>
          <SectionLink href="#festivais">Festivais ({content.festivals.length})</SectionLink>
        </nav>
      </div>

      <Section id="feriadoes" title={`Feriadões de ${period}`} intro={longWeekendIntro(query)}>
        <LongWeekendList weekends={content.longWeekends} year={query.year} />
      </Section>

      <Section
        id="feriados"
        title={`Feriados de ${period}`}
        intro="Feriados nacionais por lei federal, pontos facultativos definidos todo ano pelo governo federal e, se você escolher um estado, a data magna dele. Feriados municipais não estão na lista."
      >
        <HolidayList holidays={content.holidays} year={query.year} />
      </Section>

      <Section
        id="festivais"
        title={`Festivais e eventos de ${period}`}
        intro="Os grandes eventos do país. Quando os organizadores ainda não divulgaram as datas, mostramos os meses de costume e avisamos: confirme a programação oficial antes de comprar passagens."
      >
        <FestivalList festivals={content.festivals} year={query.year} />
      </Section>
    </div>
  );
}

/** "do Rio de Janeiro", "da Bahia": each state's name with its article. */
const STATE_OF: Record<HolidayState, string> = {
  BA: "da Bahia",
  MG: "de Minas Gerais",
  PR: "do Paraná",
  RJ: "do Rio de Janeiro",
  RS: "do Rio Grande do Sul",
  SP: "de São Paulo",
};

function longWeekendIntro(query: CalendarQuery): string {
  return `Sequências de três dias ou mais de folga formadas por um feriado${query.state ? " (nacional ou estadual)" : " nacional"} colado ao fim de semana. Contamos Carnaval e Corpus Christi, pontos facultativos em que a maioria folga; a ponte é o dia útil que você precisa emendar.`;
}

function SectionLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className="inline-flex min-h-10 items-center rounded-full border bg-card px-4 font-medium outline-none hover:border-primary hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring"
    >
      {children}
    </a>
  );
}

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-titulo`} id={id}>
      <h2 id={`${id}-titulo`} className="font-heading text-2xl font-bold tracking-tight first-letter:uppercase">
        {title}
      </h2>
      <p className="mt-2 mb-5 max-w-3xl text-muted-foreground">{intro}</p>
      {children}
    </section>
  );
}
