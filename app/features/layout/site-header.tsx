import { Button } from "#app/components/ui/button";
import { Logo } from "#app/components/layout/logo";
import { ThemeToggle } from "#app/features/theme/theme-toggle";
import { DesktopNav } from "./desktop-nav";
import { LeadFormLink } from "./lead-form-link";
import { MobileNav } from "./mobile-nav";

/**
 * The header of every public page. Its links, like the footer's, are plain links that load the next page as a
 * document, the same on pages with and without script (decision 047).
 */
export function SiteHeader() {
  return (
    // With large text on a phone (a page under 20 rem wide) it scrolls away instead of sticking, and the logo keeps
    // its mark only: the controls stay on one row and the text keeps the screen.
    <header
      data-slot="site-header"
      className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75 @max-[20rem]/page:static"
    >
      {/* Wraps onto more lines when the text is enlarged (200 %), instead of pushing controls off-screen. */}
      <div className="relative container-page flex min-h-16 flex-wrap items-center justify-between gap-x-2 gap-y-1 py-2">
        <a href="/" className="min-w-0 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring">
          <Logo className="@max-[20rem]/page:[&>span]:sr-only" />
        </a>
        <DesktopNav />
        <div className="ml-auto flex flex-wrap items-center justify-end gap-0.5 sm:gap-1">
          <ThemeToggle />
          <Button asChild variant="highlight" className="@max-[40rem]/page:hidden">
            <LeadFormLink>CONSULTORIA GRATUITA</LeadFormLink>
          </Button>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
