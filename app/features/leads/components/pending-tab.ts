/**
 * Browsers only let a page open a tab during the click that asked for it,
 * and the WhatsApp link is known only after the server answers. So the tab
 * is opened blank at submit time and pointed at WhatsApp on success (or
 * closed on failure). Null when a popup blocker refused it.
 */
export function openPendingTab(): Window | null {
  const tab = window.open("", "_blank");
  if (!tab) return null;
  // The chat site must not be able to script or redirect this page.
  tab.opener = null;
  try {
    tab.document.title = "Abrindo o WhatsApp…";
    tab.document.body.textContent = "Enviando seus dados… o WhatsApp abre em seguida.";
    tab.document.body.style.font = "16px system-ui, sans-serif";
    tab.document.body.style.padding = "2rem";
  } catch {
    // A browser that isolates the blank tab still navigates it later; the waiting text is only a courtesy.
  }
  return tab;
}
