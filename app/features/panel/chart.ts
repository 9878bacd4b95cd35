/**
 * The geometry of the inbox's "leads per day" bar chart, computed on the
 * server and drawn as plain SVG (no chart library). Bars live in a unit
 * space (one unit per day, 100 high) that the SVG stretches to any width;
 * labels are HTML placed by percentage, so they keep their size on a phone.
 */
export interface DayCount {
  /** Midnight (Brasília) of the day. */
  day: number;
  count: number;
}

export interface ChartGeometry {
  /** One unit per day. */
  width: number;
  max: number;
  /** Scale lines: the value and its height from the bottom, in percent. */
  ticks: { value: number; percent: number }[];
  bars: {
    x: number;
    width: number;
    /** Height in the 0–100 space. */
    height: number;
    day: number;
    count: number;
    /** Centre of the bar from the left, in percent, for a label under it. */
    centerPercent: number;
    label: boolean;
  }[];
}

/** 1, 2, 2.5, 5 × 10ⁿ: the smallest such number at or above `value` (at least 4, so small counts look small). */
export function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

export function chartGeometry(days: readonly DayCount[]): ChartGeometry {
  const max = niceMax(Math.max(0, ...days.map((day) => day.count)));
  const width = Math.max(1, days.length);
  return {
    width,
    max,
    ticks: [0, max / 2, max].map((value) => ({ value, percent: (value / max) * 100 })),
    bars: days.map((day, index) => ({
      x: index + 0.15,
      width: 0.7,
      height: (day.count / max) * 100,
      day: day.day,
      count: day.count,
      centerPercent: ((index + 0.5) / width) * 100,
      // A label every 7 days, counted back from today (the last bar).
      label: (days.length - 1 - index) % 7 === 0,
    })),
  };
}
