/** The toast button shown when a popup blocker kept the WhatsApp tab from opening. */
export function openWhatsappAction(url: string) {
  return {
    label: "Abrir WhatsApp",
    onClick: () => {
      window.open(url, "_blank", "noopener,noreferrer");
    },
  };
}
