import { formatDatePtBR } from "#app/features/tools/planejador-roteiro-viagem/calendar-date";
import { DocumentsChecker } from "#app/features/tools/verificador-documentos-viagem/documents-checker";
import {
  CONFIRM_NOTE,
  RULES_CHECKED_AT,
  destinationsByName,
} from "#app/features/tools/verificador-documentos-viagem/destinations";
import { SOURCES } from "#app/features/tools/verificador-documentos-viagem/sources";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";

// No handle.hydrate: the form is a plain GET form and the checklist is rendered by the server, so the page ships no script.

export const loader = () => toolPageData("verificador-documentos-viagem");

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  return (
    <ToolLayout explanation={<Explanation />}>
      <DocumentsChecker />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>
        Para cada destino, o verificador junta as regras de entrada para{" "}
        <strong>cidadãos brasileiros em viagem de turismo</strong>: se o RG (ou a nova Carteira de Identidade Nacional)
        é aceito no lugar do passaporte, a validade mínima do passaporte, a exigência de visto ou de autorização
        eletrônica, o certificado internacional de vacinação contra a febre amarela e os avisos próprios do país. Quem
        tem outra nacionalidade, vai trabalhar, estudar ou morar no exterior segue outras regras.
      </p>
      <p>
        O RG vale como documento de viagem nos países do Mercosul e associados ({rgCountries()}), desde que esteja em
        bom estado e permita identificar o viajante. Nos demais destinos, só o passaporte.
      </p>
      <p>
        Marcando <strong>“Viajo com menor de idade”</strong>, a lista inclui as regras do Estatuto da Criança e do
        Adolescente e da Resolução 131/2011 do Conselho Nacional de Justiça: quando basta a autorização do outro pai ou
        mãe com firma reconhecida (ou a autorização eletrônica do e-Notariado) e quando é preciso autorização judicial.
      </p>
      <p>
        Cada regra mostra a fonte oficial e a data em que foi verificada. <strong>{CONFIRM_NOTE}</strong>
      </p>
      <h3>Fontes consultadas</h3>
      <ul>
        {Object.values(SOURCES).map((source) => (
          <li key={source.url}>
            <a href={source.url} target="_blank" rel="noopener noreferrer">
              {source.name}
              <span className="sr-only"> (abre em nova aba)</span>
            </a>
          </li>
        ))}
      </ul>
      <p>
        <strong>Regras verificadas em {formatDatePtBR(RULES_CHECKED_AT)}.</strong>
      </p>
    </>
  );
}

/** "Argentina, Bolívia e Chile": the destinations that accept the RG, from the rule table. */
function rgCountries(): string {
  const names = destinationsByName()
    .filter((destination) => destination.rg.accepted)
    .map((destination) => destination.name);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} e ${names.at(-1)}` : (names[0] ?? "");
}
