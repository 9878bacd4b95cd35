import { EventsCalendar } from "#app/features/tools/calendario-eventos-festivais/events-calendar";
import { formatDatePtBR } from "#app/features/tools/calendario-eventos-festivais/dates";
import { CALENDAR_SOURCES, UPDATED_AT } from "#app/features/tools/calendario-eventos-festivais/sources";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";

// No handle.hydrate: the filters are a GET form and the .ics files come from a resource route, so the page ships no script.

export const loader = () => toolPageData("calendario-eventos-festivais");

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  // The prerendered page shows the year it was built in; the form reaches any other.
  const currentYear = new Date().getFullYear();
  return (
    <ToolLayout explanation={<Explanation />}>
      <EventsCalendar currentYear={currentYear} />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>
        Os <strong>feriados nacionais fixos</strong> vêm da lei federal: Confraternização Universal (1º de janeiro),
        Tiradentes (21 de abril), Dia do Trabalho (1º de maio), Independência (7 de setembro), Nossa Senhora Aparecida
        (12 de outubro), Finados (2 de novembro), Proclamação da República (15 de novembro), Consciência Negra (20 de
        novembro, feriado nacional desde 2024) e Natal (25 de dezembro).
      </p>
      <p>
        As <strong>datas móveis</strong> são contadas a partir do domingo de Páscoa, calculado pelo algoritmo de
        Meeus/Jones/Butcher para o calendário gregoriano: Carnaval cai 48 e 47 dias antes da Páscoa (segunda e
        terça-feira), a Quarta-feira de Cinzas 46 dias antes, a Sexta-feira Santa 2 dias antes e Corpus Christi 60 dias
        depois. Carnaval, Cinzas e Corpus Christi são pontos facultativos nacionais: são feriado onde uma lei estadual
        ou municipal diz que são.
      </p>
      <p>
        Os <strong>feriados estaduais</strong> cobrem Bahia, Minas Gerais, Paraná, Rio de Janeiro, Rio Grande do Sul e
        São Paulo. Cada feriado mostra a lei que o criou. Feriados municipais (como o aniversário da cidade) variam
        demais para caber aqui: confira na prefeitura.
      </p>
      <p>
        Os <strong>festivais</strong> têm datas calculadas só quando seguem uma regra fixa (dia do ano, Carnaval, um
        domingo certo do mês). Os demais mostram os meses de costume com o aviso “datas a confirmar”. O botão “Adicionar
        à agenda” baixa um arquivo .ics que Google Agenda, Outlook e o calendário do celular importam.
      </p>
      <h3>Fontes</h3>
      <ul>
        {CALENDAR_SOURCES.map((source) => (
          <li key={source.url}>
            <a href={source.url} target="_blank" rel="noopener noreferrer">
              {source.name}
              <span className="sr-only"> (abre em nova aba)</span>
            </a>
          </li>
        ))}
      </ul>
      <p>
        <strong>Atualizado em {formatDatePtBR(UPDATED_AT)}.</strong> Pontos facultativos e datas de eventos podem mudar
        de um ano para o outro: confirme nos sites oficiais antes de marcar a viagem.
      </p>
    </>
  );
}
