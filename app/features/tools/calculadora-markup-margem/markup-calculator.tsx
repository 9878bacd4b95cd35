import { useId } from "react";
import { FieldError } from "#app/components/ui/field-error";
import { NativeRadio } from "#app/components/ui/native-radio";
import { AgencyBridge } from "#app/features/tools/components/agency-bridge";
import { CalculateButton } from "#app/features/tools/components/calculate-button";
import { Calculator } from "#app/features/tools/components/calculator";
import { CalculatorForm } from "#app/features/tools/components/calculator-form";
import { CalculatorResult } from "#app/features/tools/components/calculator-result";
import { DecimalField } from "#app/features/tools/components/decimal-field";
import { ResultHeadline, ResultStat, ResultTile } from "#app/features/tools/components/result-tile";
import { useQueryValue, useToolFields } from "#app/features/tools/components/tool-form";
import { InvalidFieldsNotice } from "#app/features/tools/invalid-fields-notice";
import { formatBRL, formatNumber } from "#app/lib/numbers";
import {
  DEFAULT_MARKUP_MODE,
  MARKUP_FIELDS,
  MARKUP_MODES,
  MARKUP_MODE_LABELS,
  breakdownRows,
  calculateMarkup,
  checkMarkupFields,
  isMarkupMode,
  type MarkupBreakdown,
  type MarkupMode,
  type MarkupResult,
} from "./markup";

function formatPercent(value: number): string {
  const text = formatNumber(value, 0, 2);
  // A loss too small for two decimals reads 0%, not "-0%".
  return `${text === "-0" ? "0" : text}%`;
}

export function MarkupCalculator() {
  const fields = useToolFields(MARKUP_FIELDS);
  const { input, errors } = checkMarkupFields(fields ?? {});
  const result = input ? calculateMarkup(input) : null;
  const errorCount = Object.keys(errors).length;
  const modeErrorId = useId();
  const mode = useQueryValue("modo");
  const chosenMode: MarkupMode = isMarkupMode(mode) ? mode : DEFAULT_MARKUP_MODE;

  return (
    <Calculator>
      <CalculatorForm className="group/markup">
        <fieldset className="grid gap-2" aria-describedby={errors.modo ? modeErrorId : undefined}>
          <legend className="mb-2 text-sm font-medium">O que você quer calcular</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {MARKUP_MODES.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-accent"
              >
                <NativeRadio name="modo" value={value} defaultChecked={value === chosenMode} />
                <span className="min-w-0">{MARKUP_MODE_LABELS[value]}</span>
              </label>
            ))}
          </div>
          <FieldError id={modeErrorId} message={errors.modo} />
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <DecimalField
            label="Custo do produto (R$)"
            name="custo"
            placeholder="Ex.: 50,00"
            prefix="R$"
            hint="O que você paga por unidade, com frete de compra e embalagem."
            error={errors.custo}
          />
          {/* Each mode's own field shows with CSS alone, so the form works before and without JavaScript. */}
          <div className="grid group-has-[input[value=margem]:checked]/markup:hidden">
            <DecimalField
              label="Margem líquida desejada (%)"
              name="margem"
              placeholder="Ex.: 20"
              suffix="%"
              hint="O lucro que deve sobrar, em % do preço de venda."
              error={errors.margem}
            />
          </div>
          <div className="hidden group-has-[input[value=margem]:checked]/markup:grid">
            <DecimalField
              label="Preço de venda (R$)"
              name="preco"
              placeholder="Ex.: 100,00"
              prefix="R$"
              error={errors.preco}
            />
          </div>
        </div>
        <fieldset className="grid gap-4 rounded-lg border border-dashed p-3 sm:p-4">
          <legend className="px-1 text-sm font-medium">Descontos sobre o preço de venda</legend>
          <p className="-mt-2 text-sm text-muted-foreground">Em branco contam como zero.</p>
          <div className="grid gap-4 sm:grid-cols-3">
            <DecimalField
              label="Comissão do marketplace (%)"
              name="comissao"
              placeholder="Ex.: 16"
              suffix="%"
              error={errors.comissao}
            />
            <DecimalField
              label="Taxa do cartão ou gateway (%)"
              name="taxa"
              placeholder="Ex.: 4"
              suffix="%"
              error={errors.taxa}
            />
            <DecimalField
              label="Impostos (%)"
              name="impostos"
              placeholder="Ex.: 10"
              suffix="%"
              error={errors.impostos}
            />
          </div>
        </fieldset>
        <CalculateButton />
      </CalculatorForm>

      <CalculatorResult
        notice={<InvalidFieldsNotice count={errorCount} withResult={result !== null} />}
        bridge={
          <AgencyBridge title="Com o preço certo, o anúncio se paga.">
            Sabendo quanto sobra de cada venda, montamos campanhas com o custo por venda que a sua loja aguenta. O
            diagnóstico é grátis.
          </AgencyBridge>
        }
        placeholder={
          errorCount > 0
            ? null
            : "Informe o custo e a margem desejada (ou o preço) para ver o preço de venda, o markup e o lucro por unidade."
        }
      >
        {result ? <Summary result={result} /> : null}
      </CalculatorResult>
    </Calculator>
  );
}

function Summary({ result }: { result: MarkupResult }) {
  if (result.kind === "message") {
    return <p className="rounded-xl border border-warning bg-warning/15 p-4 font-medium sm:p-6">{result.message}</p>;
  }
  const { breakdown: b, mode } = result;
  const profitColour = b.outcome === "lucro" ? "text-success" : b.outcome === "prejuizo" ? "text-destructive" : "";
  return (
    <ResultTile>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4">
        <ResultHeadline
          label={mode === "preco" ? "Preço de venda" : "Margem líquida"}
          className={mode === "margem" ? profitColour : undefined}
        >
          {mode === "preco" ? formatBRL(b.price) : formatPercent(b.netMarginPercent)}
        </ResultHeadline>
        <ResultStat label="Markup">
          {formatNumber(b.markupMultiplier, 2)}×{" "}
          <span className="text-sm font-normal">({formatPercent(b.markupPercent)})</span>
        </ResultStat>
        <ResultStat label="Lucro por unidade" className={profitColour}>
          {formatBRL(b.profit)}
        </ResultStat>
      </dl>
      <Breakdown breakdown={b} />
      {b.outcome === "prejuizo" ? (
        <p className="mt-4 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium">
          Com esse preço cada venda dá prejuízo de {formatBRL(-b.profit)}, antes mesmo de pagar anúncios.
        </p>
      ) : null}
    </ResultTile>
  );
}

/** Where the selling price goes, line by line. */
function Breakdown({ breakdown: b }: { breakdown: MarkupBreakdown }) {
  const rows = breakdownRows(b);
  const lines = [
    ["Custo do produto", rows.cost],
    ["Comissão do marketplace", rows.commission],
    ["Taxa do cartão ou gateway", rows.paymentFee],
    ["Impostos", rows.taxes],
  ] as const;
  return (
    <table className="mt-4 w-full text-sm tabular-nums">
      <caption className="mb-2 text-left font-semibold">Para onde vai o preço de venda</caption>
      <tbody className="divide-y divide-border">
        <tr>
          <th scope="row" className="py-1.5 text-left font-normal">
            Preço de venda
          </th>
          <td className="py-1.5 text-right font-semibold">{formatBRL(rows.price / 100)}</td>
        </tr>
        {lines.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" className="py-1.5 text-left font-normal text-muted-foreground">
              <span aria-hidden="true">− </span>
              {label}
            </th>
            <td className="py-1.5 text-right">{formatBRL(value / 100)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" className="py-1.5 text-left font-semibold">
            <span aria-hidden="true">= </span>
            Lucro ({formatPercent(b.netMarginPercent)} do preço)
          </th>
          <td className="py-1.5 text-right font-semibold">{formatBRL(rows.profit / 100)}</td>
        </tr>
      </tbody>
    </table>
  );
}
