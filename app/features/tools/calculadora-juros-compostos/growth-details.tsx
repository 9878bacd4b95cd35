import type { CompoundInterestResult } from "./compound-interest";
import GrowthChart from "./growth-chart";
import { YearTable } from "./year-table";

/** The growth over time: the chart, then the same numbers year by year. */
export default function GrowthDetails({ result }: { result: CompoundInterestResult }) {
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
      <YearTable rows={result.byYear} />
    </div>
  );
}
