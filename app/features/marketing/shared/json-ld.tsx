import { serializeJsonLd } from "./serialize-json-ld";

/**
 * Structured data for search engines, who read it in the server's HTML:
 * only the server writes it. Pass the data as
 * `import.meta.env.SSR ? build(...) : undefined`, so the browser bundle drops
 * the builder too (the condition is false there); hydration keeps the
 * server's text, since React neither compares nor rewrites inner HTML when it
 * hydrates (suppressHydrationWarning silences the development check). A data
 * block is never run, so the Content-Security-Policy does not apply to it and
 * it needs no nonce.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | undefined }) {
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      // The payload is our own static content, escaped above.
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR && data ? serializeJsonLd(data) : "" }}
    />
  );
}
