import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useClientStore, useHydrated } from "./hydration";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

// These tests drive React's own act() around hydrateRoot, without Testing Library to announce it.
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const renders: string[] = [];

function Control() {
  const hydrated = useHydrated();
  const text = hydrated ? "versão completa" : "versão básica";
  renders.push(text);
  return <p>{text}</p>;
}

const noSubscription = () => () => {};

function StoredName() {
  const name = useClientStore(noSubscription, () => window.localStorage.getItem("nome"), null);
  return <p>{name ?? "visitante"}</p>;
}

function hydrate(element: React.ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const onRecoverableError = vi.fn();
  const root = hydrateRoot(container, element, { onRecoverableError });
  return { container, root, onRecoverableError };
}

afterEach(() => {
  renders.length = 0;
  window.localStorage.clear();
  document.body.replaceChildren();
});

describe("useHydrated", () => {
  it("hydrates the server fallback without a mismatch, then shows the enhanced version", async () => {
    const { container, root, onRecoverableError } = await act(async () => hydrate(<Control />));
    expect(container).toHaveTextContent("versão completa");
    expect(renders[0]).toBe("versão básica");
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it("renders a control mounted after hydration enhanced at once, without a fallback flash", async () => {
    const hydrated = await act(async () => hydrate(<Control />));
    renders.length = 0;
    const container = document.createElement("div");
    const root = createRoot(container);
    act(() => root.render(<Control />));
    expect(renders).toEqual(["versão completa"]);
    act(() => {
      root.unmount();
      hydrated.root.unmount();
    });
  });

  it("still renders the fallback on the server once a page has hydrated", async () => {
    const { root } = await act(async () => hydrate(<Control />));
    expect(renderToString(<Control />)).toContain("versão básica");
    act(() => root.unmount());
  });
});

describe("useClientStore", () => {
  it("hydrates with the server value, then shows the browser's", async () => {
    window.localStorage.setItem("nome", "Ana");
    expect(renderToString(<StoredName />)).toContain("visitante");
    const { container, root, onRecoverableError } = await act(async () => hydrate(<StoredName />));
    expect(container).toHaveTextContent("Ana");
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});
