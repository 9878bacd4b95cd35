import { useSearchParams } from "react-router";

/**
 * The page's other query values as hidden fields. Each converter on the page
 * is its own small GET form; carrying the others' values along keeps their
 * results when one form is submitted without JavaScript.
 */
export function OtherQueryFields({ except }: { except: readonly string[] }) {
  const [params] = useSearchParams();
  return [...params]
    .filter(([name]) => !except.includes(name))
    .map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
