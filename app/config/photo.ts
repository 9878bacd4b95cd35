import type { Photo } from "./business";

const TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

/** Formats offered in <source>, best first; the configured file is always the fallback. */
const MODERN = ["avif", "webp"] as const;

const PHOTO_PATH = /^(\/(?:[\w-]+\/)*)([\w-]+)\.(jpe?g|png|webp|avif)$/i;

/** Whether a path names a photo under public/ the way photoFromFiles reads it. */
export function isPhotoPath(value: string): boolean {
  return PHOTO_PATH.test(value);
}

/**
 * A configured photo ("/images/equipe/especialista.jpg") and the names of the
 * files in its folder → the <picture> to render. Beside the photo, an operator
 * may drop the same picture as especialista.avif / especialista.webp (offered
 * to browsers that read them) and in several widths named
 * especialista-480w.avif, especialista-960w.jpg… (offered by width).
 */
export function photoFromFiles(path: string, filesInFolder: readonly string[]): Photo {
  const match = PHOTO_PATH.exec(path);
  if (!match) throw new Error(`not a photo path: ${path}`);
  const [, folder, base, extension] = match as unknown as [string, string, string, string];
  const variant = new RegExp(`^${base}(?:-(\\d+)w)?\\.(${Object.keys(TYPES).join("|")})$`, "i");

  const byFormat = new Map<string, { plain?: string; widths: [number, string][] }>();
  for (const file of filesInFolder) {
    const found = variant.exec(file);
    if (!found) continue;
    const format = found[2]!.toLowerCase();
    const entry = byFormat.get(format) ?? { widths: [] };
    if (found[1]) entry.widths.push([Number(found[1]), `${folder}${file}`]);
    else entry.plain = `${folder}${file}`;
    byFormat.set(format, entry);
  }

  const srcSetOf = (format: string): string | undefined => {
    const entry = byFormat.get(format);
    if (!entry) return undefined;
    if (entry.widths.length > 0) {
      return [...entry.widths]
        .sort((a, b) => a[0] - b[0])
        .map(([width, url]) => `${url} ${width}w`)
        .join(", ");
    }
    return entry.plain;
  };

  const own = extension.toLowerCase();
  const sources = MODERN.filter((format) => format !== own)
    .map((format) => ({ format, srcSet: srcSetOf(format) }))
    .filter((source): source is { format: (typeof MODERN)[number]; srcSet: string } => source.srcSet !== undefined)
    .map(({ format, srcSet }) => ({ type: TYPES[format]!, srcSet }));
  const ownWidths = byFormat.get(own)?.widths.length ? srcSetOf(own) : undefined;
  return { src: path, ...(ownWidths ? { srcSet: ownWidths } : {}), sources };
}
