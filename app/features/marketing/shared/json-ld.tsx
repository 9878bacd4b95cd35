import { useNonce } from "~/features/security/nonce";

/** Serialises JSON-LD so it can never close its own script element (`</script>`) or open a comment. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * Structured data for search engines; carries the CSP nonce like every other
 * inline script. On pages that hydrate, pass the data as
 * `import.meta.env.SSR ? build(...) : undefined`: the browser bundle then
 * drops the builder (the condition is false there), and hydration keeps the
 * server's text, since React neither compares nor rewrites inner HTML when it
 * hydrates (suppressHydrationWarning silences the development check).
 */
export function JsonLd({ data }: { data: Record<string, unknown> | undefined }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // The payload is our own static content, escaped above.
      dangerouslySetInnerHTML={{ __html: data === undefined ? "" : serializeJsonLd(data) }}
    />
  );
}
