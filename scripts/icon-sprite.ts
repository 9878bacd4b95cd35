import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { iconIds } from "#app/components/ui/icon-ids";

/** The sprite file the site serves; `npm run icons` rewrites it from the id list. */
export const spritePath = resolve("app/components/ui/icons.svg");

type IconNode = [tag: string, attributes: Record<string, string | number>][];

function escapeAttribute(value: string | number): string {
  return String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

async function iconNode(id: string): Promise<IconNode> {
  const file = resolve("node_modules/lucide-react/dist/esm/icons", `${id}.mjs`);
  const module = (await import(pathToFileURL(file).href)) as { __iconData: { node: IconNode } };
  return module.__iconData.node;
}

/** One <symbol> per icon; the drawing style (stroke, caps) is set once on each <svg> that uses it. */
export async function buildSprite(): Promise<string> {
  const symbols = await Promise.all(
    iconIds.map(async (id) => {
      const shapes = (await iconNode(id)).map(([tag, attributes]) => {
        const attrs = Object.entries(attributes)
          .filter(([name]) => name !== "key")
          .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
          .join("");
        return `<${tag}${attrs}/>`;
      });
      return `<symbol id="${id}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
