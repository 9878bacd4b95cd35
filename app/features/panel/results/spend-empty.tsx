import { Icon } from "#app/components/ui/icon";

/**
 * What the results page says before any ad spend is recorded for the
 * period: what the spend unlocks and, for the owner, how to bring it in
 * (the forms below); the other members learn who records it.
 */
export function SpendEmpty({ periodName, isOwner }: { periodName: string; isOwner: boolean }) {
  return (
    <div className="grid gap-4 rounded-xl border border-primary/25 bg-primary/5 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
          <Icon name="chart-column" className="size-5" />
        </span>
        <div className="grid gap-1">
          <h3 className="font-semibold">Descubra quanto custa cada cliente</h3>
          <p className="text-sm text-muted-foreground">
            Nenhum investimento em anúncios registrado em {periodName}. Com ele, o painel calcula o custo por lead, o
            custo por cliente, o ROAS e em quantos meses o investimento volta, por origem e campanha.
          </p>
        </div>
      </div>
      {isOwner ? (
        <ol className="grid gap-2 text-sm sm:grid-cols-3">
          {[
            ["Exporte", "No Google Ads ou no Gerenciador de Anúncios da Meta, baixe o relatório de campanhas em CSV."],
            ["Importe", "Envie o arquivo ou cole o conteúdo abaixo. Importar de novo o mesmo mês substitui o valor."],
            ["Ou digite", "O valor do mês por origem (e campanha), como os leads chegam marcados."],
          ].map(([step, text], index) => (
            <li key={step} className="flex gap-2 rounded-lg bg-card p-3 shadow-xs">
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <span>
                <span className="font-medium">{step}.</span> <span className="text-muted-foreground">{text}</span>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm">Quem registra o investimento é o dono da conta, nesta mesma página.</p>
      )}
    </div>
  );
}
