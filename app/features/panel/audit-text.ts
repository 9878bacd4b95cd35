import { formatBRL } from "#app/lib/numbers";
import { contactChannelLabels, isContactChannel } from "./contact-channel";
import { counted } from "./plural";
import { formatDateTime } from "./time";
import { isLeadStatus, lostReasonLabel, statusLabels } from "./statuses";

/** The audit trail's actions and details as the owner reads them. */
const labels: Record<string, string> = {
  entrada: "Entrou no painel",
  entrada_falhou: "Tentativa de entrada sem sucesso",
  entrada_bloqueada: "Entrada bloqueada (muitas falhas)",
  saida: "Saiu",
  saida_todos: "Saiu de todos os aparelhos",
  convite: "Convidou alguém",
  conta_criada: "Conta criada pelo servidor",
  novo_link: "Gerou um novo link de senha",
  senha_definida: "Criou a senha pelo link",
  senha_alterada: "Trocou a senha",
  membro_removido: "Removeu alguém da equipe",
  permissao_exportacao: "Mudou quem pode exportar os leads",
  status: "Mudou o status",
  anotacao: "Anotou em um lead",
  notificacao_reenviada: "Reenviou a notificação",
  exportacao: "Exportou leads",
  lgpd_exportacao: "Exportou os dados de uma pessoa (LGPD)",
  lgpd_apagamento: "Apagou dados pessoais (LGPD)",
  retencao_apagamento: "Apagou leads inativos há 24 meses",
  lead_whatsapp: "Registrou um lead do WhatsApp pelo código",
  responsavel: "Mudou o responsável de leads",
  responsaveis_config: "Mudou a distribuição dos leads",
  disponibilidade: "Mudou quem está disponível no rodízio",
  contato: "Registrou uma tentativa de contato",
  acompanhamento: "Marcou o próximo contato de um lead",
  ajustes_acompanhamento: "Mudou os ajustes de atendimento",
  investimento: "Registrou investimento em anúncios",
};

export function auditLabel(action: string): string {
  return labels[action] ?? action;
}

/** A count the trail stored (a number in every row written); anything else reads as none. */
function count(value: unknown): number {
  return typeof value === "number" ? value : 0;
}

export function auditDetail(event: { action: string; detail: Record<string, unknown> }): string {
  const { detail } = event;
  const status = (value: unknown) => (isLeadStatus(value) ? statusLabels[value] : String(value));
  switch (event.action) {
    case "status": {
      const value = typeof detail.valorCentavos === "number" ? `, ${formatBRL(detail.valorCentavos / 100)}/mês` : "";
      const expected =
        typeof detail.valorPrevistoCentavos === "number"
          ? `, previsto ${formatBRL(detail.valorPrevistoCentavos / 100)}/mês`
          : "";
      const reason = typeof detail.motivo === "string" ? `, ${lostReasonLabel(detail.motivo)}` : "";
      return `${status(detail.de)} → ${status(detail.para)}${value}${expected}${reason}`;
    }
    case "exportacao":
    case "lgpd_exportacao": {
      const cut = detail.interrompida === true ? ", interrompida" : "";
      return `${String(detail.formato ?? "json").toUpperCase()}, ${counted(count(detail.leads), "lead", "leads")}${cut}`;
    }
    case "responsavel":
      return `${typeof detail.para === "string" ? `para ${detail.para}` : "sem responsável"}${detail.rodizio === true ? " (rodízio)" : `, ${counted(count(detail.leads), "lead", "leads")}`}`;
    case "responsaveis_config":
      return `${detail.distribuicao === "rodizio" ? "rodízio" : "sem distribuição"}, atendentes veem ${detail.visibilidade === "proprios" ? "só os seus" : "todos"}`;
    case "disponibilidade":
      return `${String(detail.membro)}: ${detail.disponivel === true ? "disponível" : "indisponível"}`;
    case "permissao_exportacao":
      return `${String(detail.membro)}: ${detail.podeExportar === true ? "pode exportar" : "não pode mais exportar"}`;
    case "lgpd_apagamento":
    case "retencao_apagamento":
      return counted(count(detail.leads), "lead apagado", "leads apagados");
    case "convite":
    case "conta_criada":
    case "novo_link":
    case "membro_removido":
      return [detail.membro, detail.papel].filter((part) => typeof part === "string").join(", ");
    case "contato":
      return isContactChannel(detail.canal) ? contactChannelLabels[detail.canal] : "";
    case "acompanhamento":
      return typeof detail.em === "number" ? formatDateTime(detail.em) : "Removeu o próximo contato";
    case "ajustes_acompanhamento":
      return `Espera máxima de ${count(detail.limiteMinutos)} min; resumo ${typeof detail.resumo === "string" ? `às ${detail.resumo}` : "desligado"}`;
    case "investimento": {
      const origin = typeof detail.origem === "string" ? `${detail.origem}, ` : "";
      const how = detail.arquivo === true ? "importado de arquivo" : "digitado";
      return `${origin}${counted(count(detail.linhas), "linha", "linhas")} (${how}), ${formatBRL(count(detail.totalCentavos) / 100)}`;
    }
    case "notificacao_reenviada":
      return counted(count(detail.notificacoes), "notificação", "notificações");
    default:
      return "";
  }
}
