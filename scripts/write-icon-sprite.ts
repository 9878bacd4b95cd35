import { writeFileSync } from "node:fs";
import { buildSprite, spritePath } from "./icon-sprite";

writeFileSync(spritePath, await buildSprite());
console.log(`icons: wrote ${spritePath}`);
