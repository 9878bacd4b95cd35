/**
 * Where the team's panel lives. Everything under PANEL_PATH is rendered by
 * the server for a signed-in member on each request: never prerendered,
 * indexed or cached (server/app.ts, react-router.config.ts, robots.txt).
 */
export const PANEL_PATH = "/painel";

export const panelPaths = {
  inbox: PANEL_PATH,
  lead: (id: number) => `${PANEL_PATH}/leads/${id}`,
  results: `${PANEL_PATH}/resultados`,
  board: `${PANEL_PATH}/funil`,
  signIn: `${PANEL_PATH}/entrar`,
  signOut: `${PANEL_PATH}/sair`,
  setPassword: `${PANEL_PATH}/definir-senha`,
  account: `${PANEL_PATH}/conta`,
  alerts: `${PANEL_PATH}/conta/alertas`,
  team: `${PANEL_PATH}/equipe`,
  audit: `${PANEL_PATH}/auditoria`,
  privacy: `${PANEL_PATH}/lgpd`,
  privacyExport: `${PANEL_PATH}/lgpd/exportar`,
  export: `${PANEL_PATH}/exportar`,
  whatsapp: `${PANEL_PATH}/whatsapp`,
  bulk: `${PANEL_PATH}/em-massa`,
  messages: `${PANEL_PATH}/mensagens`,
  platforms: `${PANEL_PATH}/plataformas`,
} as const;

/** The panel's pages and their React Router data requests ("/painel.data", "/painel/leads/4.data"). */
export function isPanelPath(pathname: string): boolean {
  return pathname === PANEL_PATH || pathname === `${PANEL_PATH}.data` || pathname.startsWith(`${PANEL_PATH}/`);
}

/**
 * Where to go after signing in: a path inside the panel given by the
 * sign-in link, else the inbox. Anything else (another site, "//host",
 * backslashes, control characters) is ignored.
 */
export function returnPath(value: unknown): string {
  if (typeof value !== "string" || value.length > 500) return panelPaths.inbox;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return panelPaths.inbox;
  let url: URL;
  try {
    url = new URL(value, "http://painel.invalid");
  } catch {
    return panelPaths.inbox;
  }
  if (url.origin !== "http://painel.invalid" || !isPanelPath(url.pathname) || url.pathname.endsWith(".data")) {
    return panelPaths.inbox;
  }
  if (url.pathname === panelPaths.signIn || url.pathname === panelPaths.signOut) return panelPaths.inbox;
  return `${url.pathname}${url.search}`;
}

/** The sign-in page, coming back to `path` afterwards. */
export function signInPath(path: string): string {
  const back = returnPath(path);
  return back === panelPaths.inbox ? panelPaths.signIn : `${panelPaths.signIn}?voltar=${encodeURIComponent(back)}`;
}
