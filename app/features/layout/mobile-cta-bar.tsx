import { Icon } from "#app/components/ui/icon";
import { useLocation } from "react-router";
import { whatsappClickHref } from "#app/features/leads/whatsapp-click";
import { useBusiness } from "#app/config/use-business";
import { usePageHandle } from "#app/lib/route-handle";
import { leadFormAnchor } from "./navigation";

const action =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 py-2 text-center text-sm font-semibold shadow-sm transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background [&_svg]:size-4 [&_svg]:shrink-0";

/**
 * The phone's call-to-action bar: WhatsApp and the free diagnosis, always at
 * hand while reading. CSS only (most marketing pages ship no script):
 * `position: sticky; bottom: 0` in the page's flow, as a direct child of
 * <main>. Placed right before the page's lead form, it rides the bottom of
 * the screen until the form arrives, then stays put above it and scrolls
 * away, so it never sits on the form; placed last, it comes to rest above the
 * footer, which it never covers. Its own height in the flow keeps the content
 * it passes over reachable. From the md breakpoint up, and in print, it is
 * not there. With large text on a phone (a page under 20 rem) it stays in the
 * flow and scrolls like the rest, so it takes no screen from the text; there
 * the two actions stack when they do not fit side by side (a 320 px phone).
 *
 * It covers nothing of the first screen: it waits below the screen edge at the
 * top of the page (and, on a hero with its own call to action marked
 * `data-hero-cta`, while that is on screen), and the page reserves its height
 * at the bottom of the view for whatever takes focus (app.css: scroll-driven
 * animation and scroll-padding, no script).
 */
export function MobileCtaBar() {
  const { whatsappNumber } = useBusiness();
  const { leadForm } = usePageHandle();
  const { pathname } = useLocation();
  return (
    <div
      data-slot="mobile-cta-bar"
      className="sticky bottom-0 z-30 border-t bg-background/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur md:hidden print:hidden @max-[20rem]/page:static"
    >
      <div className="mx-auto flex max-w-md flex-wrap gap-2">
        {whatsappNumber && (
          <a
            href={whatsappClickHref("trafego", pathname)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${action} shrink-0 border bg-card text-card-foreground hover:bg-accent hover:text-accent-foreground`}
          >
            <Icon name="message-circle" aria-hidden="true" className="text-primary" />
            WhatsApp
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
        )}
        <a
          href={leadForm ? `#${leadFormAnchor}` : "/comece-agora"}
          className={`${action} flex-1 bg-highlight text-highlight-foreground hover:bg-highlight/85`}
        >
          Diagnóstico grátis
          <Icon name="arrow-right" aria-hidden="true" />
        </a>
      </div>
    </div>
  );
}
