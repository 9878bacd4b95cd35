import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { useLocation, useSearchParams } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { NoScriptNotice } from "#app/features/tools/components/noscript-notice";
import { ToolForm } from "#app/features/tools/components/tool-form";
import { useHydrated } from "#app/lib/hydration";
import type { Place } from "./overpass";
import { RADIUS_OPTIONS_M, formatRadius, readRadius } from "./radius";
import type { SearchOutcome } from "./nearby-search";

// The search code (Overpass queries, parsing, messages) and the result list load on the first search.
const PlaceResults = lazy(() => import("./place-results"));
const loadSearch = () => import("./nearby-search");

type Phase =
  | { status: "idle" }
  | { status: "locating" }
  | { status: "searching"; where: string }
  | { status: "found"; places: Place[]; where: string; radius: number }
  | { status: "error"; message: string };

/** Starts a search, cancelling the one still running. */
function begin(active: RefObject<AbortController | null>): AbortSignal {
  active.current?.abort();
  const controller = new AbortController();
  active.current = controller;
  return controller.signal;
}

function phaseOf(outcome: Exclude<SearchOutcome, { status: "aborted" }>, radius: number): Phase {
  return outcome.status === "found" ? { ...outcome, radius } : outcome;
}

/**
 * Nearby attractions from OpenStreetMap, around the visitor's position (with
 * permission) or a city typed by hand. The city and radius live in the URL
 * (?cidade=Campinas&raio=5000), so a shared link runs the same search once
 * the page has its script.
 */
export function NearbyPlaces() {
  const id = useId();
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [phase, setPhase] = useState<Phase>({ status: "idle" });
  const active = useRef<AbortController | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const cityParam = params.get("cidade")?.trim() ?? "";
  const radius = readRadius(params.get("raio") ?? undefined);

  // Each submission of the city form (a new location key, even for the same city) runs the search again.
  useEffect(() => {
    if (cityParam === "") return;
    const signal = begin(active);
    void (async () => {
      setPhase({ status: "searching", where: `perto de ${cityParam}` });
      const { searchNearCity } = await loadSearch();
      const outcome = await searchNearCity(cityParam, radius, signal, (where) => {
        if (!signal.aborted) setPhase({ status: "searching", where });
      });
      if (!signal.aborted && outcome.status !== "aborted") setPhase(phaseOf(outcome, radius));
    })();
  }, [cityParam, radius, location.key]);

  useEffect(() => () => active.current?.abort(), []);

  async function searchNearMe() {
    const form = formRef.current;
    const radiusM = readRadius(form ? String(new FormData(form).get("raio") ?? "") : undefined);
    const signal = begin(active);
    // The position stays on this device: the address must not carry it, nor an old city.
    if (cityParam !== "") setParams({}, { replace: true, preventScrollReset: true });
    setPhase({ status: "locating" });
    const { searchNearVisitor } = await loadSearch();
    const outcome = await searchNearVisitor(radiusM, signal, (where) => {
      if (!signal.aborted) setPhase({ status: "searching", where });
    });
    if (!signal.aborted && outcome.status !== "aborted") setPhase(phaseOf(outcome, radiusM));
  }

  const busy = phase.status === "locating" || phase.status === "searching";

  return (
    <div className="grid gap-6">
      <NoScriptNotice>
        Esta ferramenta precisa de JavaScript para usar sua localização e buscar os lugares no mapa. Ative o JavaScript
        do navegador para usá-la.
      </NoScriptNotice>
      <div className="grid max-w-3xl gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <Button type="button" size="lg" disabled={!hydrated || busy} onClick={() => void searchNearMe()}>
          <Icon name="locate-fixed" aria-hidden="true" />
          Usar minha localização
        </Button>
        <p className="flex items-center gap-3 text-sm text-muted-foreground" aria-hidden="true">
          <span className="h-px flex-1 bg-border" />
          ou busque por cidade
          <span className="h-px flex-1 bg-border" />
        </p>
        <ToolForm
          ref={formRef}
          noValidate={false}
          accept={(form) => String(form.get("cidade") ?? "").trim() !== ""}
          className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end"
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-cidade`}>Cidade</Label>
            <Input
              id={`${id}-cidade`}
              name="cidade"
              required
              defaultValue={cityParam}
              placeholder="Ex.: Campinas, SP"
              autoComplete="address-level2"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-raio`}>Distância</Label>
            <NativeSelect id={`${id}-raio`} name="raio" defaultValue={String(radius)}>
              {RADIUS_OPTIONS_M.map((metres) => (
                <option key={metres} value={metres}>
                  Até {formatRadius(metres)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" size="lg" variant="outline" disabled={busy}>
            <Icon name="search" aria-hidden="true" />
            Buscar
          </Button>
        </ToolForm>
        <p className="text-xs text-muted-foreground">
          Com a sua permissão, o navegador envia ao OpenStreetMap um ponto a menos de 100 metros de você, nunca a sua
          posição exata. A sua localização não passa pelo nosso servidor e não guardamos nada.
        </p>
      </div>

      <div role="status" aria-live="polite" aria-label="Situação da busca" className="empty:sr-only">
        {phase.status === "locating" ? <Progress>Procurando sua localização...</Progress> : null}
        {phase.status === "searching" ? <Progress>Buscando lugares {phase.where}...</Progress> : null}
        {phase.status === "found" ? (
          <p className="font-medium">
            {phase.places.length === 1 ? "1 lugar encontrado" : `${phase.places.length} lugares encontrados`}{" "}
            {phase.where}, num raio de {formatRadius(phase.radius)}.
          </p>
        ) : null}
      </div>
      <div role="alert" className="empty:sr-only">
        {phase.status === "error" ? (
          <p className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm font-medium">
            {phase.message}
          </p>
        ) : null}
      </div>

      {phase.status === "found" ? (
        <Suspense fallback={null}>
          <PlaceResults key={`${phase.where} ${phase.radius}`} places={phase.places} />
        </Suspense>
      ) : null}

      <p className="text-sm text-muted-foreground">
        Dados ©{" "}
        <a
          href="https://www.openstreetmap.org/copyright"
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-primary underline underline-offset-2 hover:no-underline"
        >
          colaboradores do OpenStreetMap
          <span className="sr-only"> (abre em nova aba)</span>
        </a>
        , disponíveis sob a licença ODbL.
      </p>
    </div>
  );
}

function Progress({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 font-medium">
      <Icon name="loader-circle" aria-hidden="true" className="size-4 animate-spin" />
      {children}
    </p>
  );
}
