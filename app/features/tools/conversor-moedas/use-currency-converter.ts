import { useCallback, useEffect, useRef, useState } from "react";
import { AUTO_CONVERT_DELAY_MS, CONVERSION_DELAY_MS, readConversion } from "./currencies";

/** The form's fields by name, as text. */
type Fields = Record<string, string>;

/**
 * The converter's timing in the browser: idle, converting for about a second
 * (button disabled), then `commit` shows the result. A change converts by
 * itself 500 ms later, reading the form as it is then; a new change restarts
 * the wait. An amount that is not a number is ignored without a message.
 */
export function useCurrencyConverter(commit: (fields: Fields) => void) {
  const [converting, setConverting] = useState(false);
  const autoTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const conversionTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });

  useEffect(
    () => () => {
      clearTimeout(autoTimer.current);
      clearTimeout(conversionTimer.current);
    },
    [],
  );

  const cancel = useCallback(() => {
    clearTimeout(autoTimer.current);
    clearTimeout(conversionTimer.current);
    setConverting(false);
  }, []);

  const convert = useCallback(
    (fields: Fields) => {
      cancel();
      if (readConversion(fields) === null) return;
      setConverting(true);
      conversionTimer.current = setTimeout(() => {
        setConverting(false);
        latestCommit.current(fields);
      }, CONVERSION_DELAY_MS);
    },
    [cancel],
  );

  const convertSoon = useCallback(
    (read: () => Fields) => {
      cancel();
      autoTimer.current = setTimeout(() => convert(read()), AUTO_CONVERT_DELAY_MS);
    },
    [cancel, convert],
  );

  return { converting, convert, convertSoon };
}
