/** "(11) 3000-4000" → "tel:+551130004000": a Brazilian number in the format phones dial from anywhere. */
export function telHref(display: string): string {
  return `tel:+55${display.replace(/\D/g, "")}`;
}
