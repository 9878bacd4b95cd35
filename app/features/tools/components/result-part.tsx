import { lazy, type ComponentType } from "react";

/**
 * React.lazy for a part of a result that only matters once there is one (a
 * chart, long tables): the browser downloads its code the first time it
 * renders it, so a page without a result stays light. Render it inside a
 * <Suspense>; hydration waits there for the code.
 *
 * The server loads the code when it starts and renders the part straight into
 * the HTML. With plain React.lazy it would stream into a hidden Suspense
 * boundary that only a script reveals, and a visitor without JavaScript would
 * never see it.
 */
export function resultPart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const Lazy = lazy(load);
  let loaded: ComponentType<Props> | undefined;
  if (import.meta.env.SSR) void load().then((module) => (loaded = module.default));
  return function ResultPart(props: Props) {
    const Part = loaded ?? Lazy;
    return <Part {...props} />;
  };
}
