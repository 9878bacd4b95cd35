import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { Label } from "#app/components/ui/label";
import { Textarea } from "#app/components/ui/textarea";
import { Field } from "../components/field";
import { monthValue, type MonthIndex } from "./months";
import { EXPECTED_COLUMNS } from "./spend-columns";

export interface SpendFormResult {
  form: "digitar" | "importar";
  field?: string;
  message: string;
  ok: boolean;
}

/**
 * The owner's two ways to record ad spend, each a plain POST form: type one
 * month of one source (and campaign), or paste or upload the campaign report
 * exported from Google Ads or Meta Ads Manager.
 */
export function SpendForms({ month, result }: { month: MonthIndex; result: SpendFormResult | undefined }) {
  const typed = result?.form === "digitar" ? result : undefined;
  const imported = result?.form === "importar" ? result : undefined;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Form method="post" className="grid content-start gap-4" aria-labelledby="digitar-titulo">
        <h3 id="digitar-titulo" className="font-semibold">
          Digitar o investimento
        </h3>
        <input type="hidden" name="intencao" value="digitar" />
        <div className="grid grid-cols-2 gap-3">
          <Field
            id="g-mes"
            name="mes"
            type="month"
            label="Mês"
            defaultValue={monthValue(month)}
            required
            error={typed?.field === "mes" ? typed.message : null}
          />
          <Field
            id="g-valor"
            name="valor"
            inputMode="decimal"
            label="Valor (R$)"
            placeholder="1.250,00"
            required
            error={typed?.field === "valor" ? typed.message : null}
          />
        </div>
        <Field
          id="g-origem"
          name="origem"
          label="Origem"
          placeholder="google"
          hint="Como os leads chegam marcados (utm_source)."
          required
          error={typed?.field === "origem" ? typed.message : null}
        />
        <Field
          id="g-campanha"
          name="campanha"
          label="Campanha (opcional)"
          placeholder="black-friday"
          hint="O utm_campaign; em branco: a origem inteira."
        />
        {typed?.ok ? (
          <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
            {typed.message}
          </p>
        ) : null}
        <Button type="submit" className="justify-self-start">
          Salvar investimento
        </Button>
      </Form>
      <Form
        method="post"
        encType="multipart/form-data"
        className="grid content-start gap-4"
        aria-labelledby="importar-titulo"
      >
        <h3 id="importar-titulo" className="font-semibold">
          Importar relatório (CSV)
        </h3>
        <input type="hidden" name="intencao" value="importar" />
        <p className="text-sm text-muted-foreground">
          Exporte o relatório de campanhas do Google Ads ou do Gerenciador de Anúncios da Meta em CSV.{" "}
          {EXPECTED_COLUMNS}
        </p>
        <div className="grid gap-1.5">
          <Label htmlFor="i-arquivo">Arquivo CSV</Label>
          <input
            id="i-arquivo"
            name="arquivo"
            type="file"
            accept=".csv,text/csv,text/plain"
            className="text-sm file:mr-3 file:h-9 file:rounded-md file:border file:bg-card file:px-3 file:text-sm file:font-medium"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="i-csv">Ou cole o conteúdo</Label>
          <Textarea
            id="i-csv"
            name="csv"
            rows={4}
            className="font-mono"
            aria-invalid={imported && !imported.ok ? true : undefined}
            aria-describedby={imported && !imported.ok ? "i-csv-erro" : undefined}
          />
          {imported && !imported.ok ? (
            <p id="i-csv-erro" className="text-sm font-medium text-destructive">
              {imported.message}
            </p>
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Field
            id="i-origem"
            name="origem"
            label="Origem dos leads"
            placeholder="google"
            hint="Em branco: google ou facebook, conforme o arquivo."
          />
          <Field
            id="i-mes"
            name="mes"
            type="month"
            label="Mês"
            defaultValue={monthValue(month)}
            hint="Se o arquivo não tiver a coluna Mês ou Dia."
          />
        </div>
        {imported?.ok ? (
          <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
            {imported.message}
          </p>
        ) : null}
        <Button type="submit" className="justify-self-start">
          Importar
        </Button>
      </Form>
    </div>
  );
}
