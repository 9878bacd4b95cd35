import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Logo } from "~/components/layout/logo";
import { ThemeToggle } from "~/features/theme/theme-toggle";
import { DesktopNav } from "./desktop-nav";
import { LeadFormLink } from "./lead-form-link";
import { MobileNav } from "./mobile-nav";

export function SiteHeader() {
  return (
    <header
      data-slot="site-header"
      className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75"
    >
      <div className="relative container-page flex h-16 items-center justify-between gap-2">
        <Link to="/" className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring">
          <Logo />
        </Link>
        <DesktopNav />
        <div className="flex items-center gap-0.5 sm:gap-1">
          <ThemeToggle />
          <Button asChild variant="highlight" className="max-sm:hidden">
            <LeadFormLink>CONSULTORIA GRATUITA</LeadFormLink>
          </Button>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
