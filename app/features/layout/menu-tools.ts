import { useRouteLoaderData } from "react-router";
import type { NavLinkItem } from "./navigation";

/** The tools the menus link to, as the root loader gives them (menu-tools.server.ts chooses them). */
export interface MenuTools {
  /** The phone menu's "Ferramentas gratuitas" section. */
  phone: NavLinkItem[];
  /** The footer's "Serviços e ferramentas" column. */
  footer: NavLinkItem[];
}

/**
 * The menus' tool links from the root's data (made on the server, at build
 * time for prerendered pages), so no page's script carries the tool
 * definitions. Without the root's data (a test rendering one component, an
 * error before the root loaded) the menus list no tool.
 */
export function useMenuTools(): MenuTools {
  const data = useRouteLoaderData("root") as { menuTools?: MenuTools } | undefined;
  return data?.menuTools ?? { phone: [], footer: [] };
}
