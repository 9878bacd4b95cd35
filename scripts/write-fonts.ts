import { writeFileSync } from "node:fs";
import { fontFacesCss, fontFacesPath, fontSubsets, outputPath, subset } from "./font-subsets";

for (const font of fontSubsets) {
  const bytes = await subset(font);
  writeFileSync(outputPath(font), bytes);
  console.log(`fonts: wrote ${font.file} (${(bytes.length / 1024).toFixed(1)} KiB)`);
}
writeFileSync(fontFacesPath, fontFacesCss());
console.log(`fonts: wrote ${fontFacesPath}`);
