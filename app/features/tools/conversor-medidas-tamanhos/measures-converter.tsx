import { useSearchParams } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { AgencyBridge } from "#app/features/tools/components/agency-bridge";
import { parseBrazilianNumber } from "#app/lib/numbers";
import {
  celsiusToFahrenheit,
  DISTANCE_DECIMALS,
  fahrenheitToCelsius,
  kmToMiles,
  milesToKm,
  TEMPERATURE_DECIMALS,
} from "./measures";
import { CONVERSION_FIELD_NAMES } from "./other-query-fields";
import { SizeChartCard } from "./size-chart-card";
import { sizeCharts } from "./sizes";
import { TwoWayConverter, type UnitField } from "./two-way-converter";

type ConversionField = UnitField & { name: (typeof CONVERSION_FIELD_NAMES)[number] };

const celsius: ConversionField = { label: "Celsius (°C)", name: "celsius", symbol: "°C", placeholder: "Ex.: 25" };
const fahrenheit: ConversionField = {
  label: "Fahrenheit (°F)",
  name: "fahrenheit",
  symbol: "°F",
  placeholder: "Ex.: 77",
};
const kilometres: ConversionField = { label: "Quilômetros (km)", name: "km", symbol: "km", placeholder: "Ex.: 10" };
const miles: ConversionField = { label: "Milhas (mi)", name: "milhas", symbol: "mi", placeholder: "Ex.: 6,2" };

export function MeasuresConverter() {
  const [params] = useSearchParams();
  const converted = CONVERSION_FIELD_NAMES.some((key) => parseBrazilianNumber(params.get(key) ?? "") !== null);
  return (
    <div className="flex flex-col gap-10">
      <div>
        <div className="grid gap-6 md:grid-cols-2">
          <TwoWayConverter
            title="Temperatura"
            formula="°F = °C × 9/5 + 32. Resultado com 1 casa decimal."
            left={celsius}
            right={fahrenheit}
            toRight={celsiusToFahrenheit}
            toLeft={fahrenheitToCelsius}
            decimals={TEMPERATURE_DECIMALS}
          />
          <TwoWayConverter
            title="Distância"
            formula="1 km = 0,621371 mi e 1 mi = 1,60934 km. Resultado com 2 casas decimais."
            left={kilometres}
            right={miles}
            toRight={kmToMiles}
            toLeft={milesToKm}
            decimals={DISTANCE_DECIMALS}
          />
        </div>
        {converted ? (
          <AgencyBridge title="Seu negócio recebe turistas?">
            Hotéis, lojas e passeios vendem mais quando aparecem para quem está planejando a viagem. Mostramos, sem
            custo, como anunciar para esse público.
          </AgencyBridge>
        ) : null}
      </div>

      <BrandsVaryNote />

      <section aria-labelledby="tamanhos-roupas" className="flex flex-col gap-4">
        <h2 id="tamanhos-roupas" className="font-heading text-2xl font-bold tracking-tight">
          Tamanhos de roupas
        </h2>
        <div className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
          {sizeCharts
            .filter((chart) => chart.kind === "roupas")
            .map((chart) => (
              <SizeChartCard key={chart.id} chart={chart} />
            ))}
        </div>
      </section>

      <section aria-labelledby="tamanhos-calcados" className="flex flex-col gap-4">
        <h2 id="tamanhos-calcados" className="font-heading text-2xl font-bold tracking-tight">
          Tamanhos de calçados
        </h2>
        <div className="grid items-start gap-6 md:grid-cols-2">
          {sizeCharts
            .filter((chart) => chart.kind === "calcados")
            .map((chart) => (
              <SizeChartCard key={chart.id} chart={chart} />
            ))}
        </div>
      </section>
    </div>
  );
}

function BrandsVaryNote() {
  return (
    <aside className="flex gap-3 rounded-xl border border-primary/30 bg-accent px-4 py-3 text-sm text-accent-foreground">
      <Icon name="info" aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0">
        <strong className="font-semibold">Os tamanhos variam entre marcas.</strong> As tabelas abaixo mostram a
        equivalência mais usada; antes de comprar, confira a tabela de medidas da loja (busto, cintura, quadril e
        comprimento do pé em centímetros).
      </p>
    </aside>
  );
}
