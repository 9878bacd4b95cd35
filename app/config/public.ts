/**
 * Configuration that reaches the browser. Only these values are public; they
 * are read at build time (Vite `VITE_` variables) and listed in .env.example.
 */
export const publicConfig = {
  viacepUrl: import.meta.env.VITE_VIACEP_URL ?? "https://viacep.com.br",
  brasilApiUrl: import.meta.env.VITE_BRASILAPI_URL ?? "https://brasilapi.com.br",
  overpassUrl: import.meta.env.VITE_OVERPASS_URL ?? "https://overpass-api.de",
} as const;
