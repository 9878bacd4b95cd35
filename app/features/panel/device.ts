/** "Chrome no Android": a session's browser and system, read from its user agent, for the member to recognise it. */
export function deviceLabel(userAgent: string | null): { label: string; phone: boolean } {
  if (!userAgent) return { label: "Aparelho desconhecido", phone: false };
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /OPR\/|Opera/.test(userAgent)
      ? "Opera"
      : /SamsungBrowser/.test(userAgent)
        ? "Samsung Internet"
        : /Firefox\//.test(userAgent)
          ? "Firefox"
          : /Chrome\/|CriOS/.test(userAgent)
            ? "Chrome"
            : /Safari\//.test(userAgent)
              ? "Safari"
              : "Navegador";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad|iPod/.test(userAgent)
      ? "iPhone/iPad"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(userAgent)
          ? "Mac"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "sistema desconhecido";
  return { label: `${browser} no ${system}`, phone: /Android|iPhone|iPod|Mobile/.test(userAgent) };
}
