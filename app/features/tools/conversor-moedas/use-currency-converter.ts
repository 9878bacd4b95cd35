import { useCallback, useEffect, useRef, useState } from "react";
import { parseBrazilianNumber } from "~/lib/numbers";
import {
  AUTO_CONVERT_DELAY_MS,
  CONVERSION_DELAY_MS,
  convertCurrency,
  type Conversion,
  type CurrencyCode,
} from "./currencies";

export interface TimedConversion extends Conversion {
  updatedAt: Date;
}

interface Values {
  amountText: string;
  from: CurrencyCode;
  to: CurrencyCode;
}

/**
 * The converter's states: idle, converting for about a second (button
 * disabled), then the result. Editing the amount or a currency converts by
 * itself 500 ms later; swapping clears the result. An amount that is not a
 * number is ignored without a message.
 */
export function useCurrencyConverter(initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [conversion, setConversion] = useState<TimedConversion | null>(null);
  const [converting, setConverting] = useState(false);
  const autoTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const conversionTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      clearTimeout(autoTimer.current);
      clearTimeout(conversionTimer.current);
    },
    [],
  );

  const cancelPending = useCallback(() => {
    clearTimeout(autoTimer.current);
    clearTimeout(conversionTimer.current);
    setConverting(false);
  }, []);

  const run = useCallback(
    (next: Values) => {
      cancelPending();
      const amount = parseBrazilianNumber(next.amountText);
      if (amount === null) return;
      setConverting(true);
      conversionTimer.current = setTimeout(() => {
        setConversion({ ...convertCurrency(amount, next.from, next.to), updatedAt: new Date() });
        setConverting(false);
      }, CONVERSION_DELAY_MS);
    },
    [cancelPending],
  );

  const change = useCallback(
    (patch: Partial<Values>, options: { clearResult?: boolean } = {}) => {
      const next = { ...values, ...patch };
      setValues(next);
      cancelPending();
      if (options.clearResult) setConversion(null);
      autoTimer.current = setTimeout(() => run(next), AUTO_CONVERT_DELAY_MS);
    },
    [values, cancelPending, run],
  );

  return {
    ...values,
    conversion,
    converting,
    setAmountText: (amountText: string) => change({ amountText }),
    setFrom: (from: CurrencyCode) => change({ from }),
    setTo: (to: CurrencyCode) => change({ to }),
    swap: () => change({ from: values.to, to: values.from }, { clearResult: true }),
    convert: () => run(values),
  };
}
