import type { IndexYear } from "#app/features/tools/market-data";
import type { CompoundInterestInput, CompoundInterestResult } from "./compound-interest";
import GrowthChart from "./growth-chart";
import { IndexComparisonTable } from "./index-comparison-table";
import { YearTable } from "./year-table";

/** The growth over time: the chart, the last twelve months of real rates beside it, then the years in a table. */
export default function GrowthDetails({
  result,
  input,
  indices,
}: {
  result: CompoundInterestResult;
  input: CompoundInterestInput;
  indices: IndexYear | null;
}) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <GrowthChart
        points={[
          { years: 0, invested: result.initial, total: result.initial },
          ...result.byYear.map((row) => ({
            years: row.months / 12,
            invested: row.totalInvestido,
            total: row.valorTotal,
          })),
        ]}
      />
      <IndexComparisonTable input={input} indices={indices} />
      <YearTable rows={result.byYear} />
    </div>
  );
}
