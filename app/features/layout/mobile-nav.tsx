import { useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Menu, X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { tools, toolPath } from "~/features/tools/registry";
import { cn } from "~/lib/utils";
import { LeadFormLink } from "./lead-form-link";
import { isNavItemActive, mainNav, type NavGroup } from "./navigation";

const popularTools = tools.filter((tool) => !tool.comingSoon).slice(0, 6);

/** Tools get their own dropdown on phones, where most tool visitors arrive from search. */
const toolsGroup: NavGroup = {
  title: "Ferramentas gratuitas",
  items: [...popularTools.map((tool) => ({ title: tool.name, href: toolPath(tool.slug) })), { title: "Ver todas as ferramentas", href: "/ferramentas" }],
};

const rowClass =
  "flex min-h-12 items-center rounded-md px-3 text-base font-semibold outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:bg-accent aria-[current=page]:text-primary";

/**
 * Collapsible phone menu: one dropdown expanded at a time (tapping it again
 * collapses it), and choosing any link closes the menu.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const { pathname } = location;
  const panelId = useId();
  const [seenLocation, setSeenLocation] = useState(location.key);

  // Any navigation (links, back/forward) closes the menu.
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="lg:hidden">
      <Button
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Fechar menu" : "Abrir menu"}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-background shadow-lg"
      >
        <nav aria-label="Menu principal" className="container-page py-3">
          <Accordion type="single" collapsible>
            <ul className="space-y-1">
              {mainNav.map((item) => (
                <li key={item.href}>
                  {item.groups ? (
                    <AccordionItem value={item.href} className="border-b-0">
                      <AccordionTrigger
                        className={cn(rowClass, "py-0 hover:no-underline", isNavItemActive(item, pathname) && "text-primary")}
                      >
                        {item.title}
                      </AccordionTrigger>
                      <AccordionContent className="pb-2 pl-3">
                        {item.groups.map((group) => (
                          <MobileGroup key={group.title} group={group} pathname={pathname} onNavigate={close} />
                        ))}
                        <Link to={item.href} onClick={close} className={cn(rowClass, "text-sm text-primary")}>
                          Ver todos os serviços
                        </Link>
                      </AccordionContent>
                    </AccordionItem>
                  ) : (
                    <NavLink to={item.href} end onClick={close} className={rowClass}>
                      {item.title}
                    </NavLink>
                  )}
                </li>
              ))}
              <li>
                <AccordionItem value="ferramentas" className="border-b-0">
                  <AccordionTrigger className={cn(rowClass, "py-0 hover:no-underline")}>{toolsGroup.title}</AccordionTrigger>
                  <AccordionContent className="pb-2 pl-3">
                    <MobileGroup group={toolsGroup} pathname={pathname} onNavigate={close} hideTitle />
                  </AccordionContent>
                </AccordionItem>
              </li>
            </ul>
          </Accordion>
          <Button asChild size="lg" className="mt-3 w-full">
            <LeadFormLink onClick={close}>CONSULTORIA GRATUITA</LeadFormLink>
          </Button>
        </nav>
      </div>
    </div>
  );
}

function MobileGroup({
  group,
  pathname,
  onNavigate,
  hideTitle = false,
}: {
  group: NavGroup;
  pathname: string;
  onNavigate: () => void;
  hideTitle?: boolean;
}) {
  return (
    <div className="py-1">
      {hideTitle ? null : <p className="px-3 pt-2 text-xs font-bold tracking-wide text-muted-foreground uppercase">{group.title}</p>}
      <ul>
        {group.items.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              onClick={onNavigate}
              aria-current={pathname === link.href ? "page" : undefined}
              className={cn(rowClass, "min-h-11 text-sm font-medium")}
            >
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
