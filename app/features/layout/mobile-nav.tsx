import { useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { ChevronDown, Menu, X } from "lucide-react";
import { Button } from "~/components/ui/button";
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
  const [expanded, setExpanded] = useState<string | null>(null);
  const location = useLocation();
  const { pathname } = location;
  const panelId = useId();
  const [seenLocation, setSeenLocation] = useState(location.key);

  // Any navigation (links, back/forward) closes the menu.
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setOpen(false);
    setExpanded(null);
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
          <ul className="space-y-1">
            {mainNav.map((item) => (
              <li key={item.href}>
                {item.groups ? (
                  <Dropdown
                    id={`${panelId}-servicos`}
                    title={item.title}
                    active={isNavItemActive(item, pathname)}
                    expanded={expanded === item.href}
                    onToggle={() => setExpanded((current) => (current === item.href ? null : item.href))}
                  >
                    {item.groups.map((group) => (
                      <MobileGroup key={group.title} group={group} pathname={pathname} onNavigate={close} />
                    ))}
                    <Link to={item.href} onClick={close} className={cn(rowClass, "text-sm text-primary")}>
                      Ver todos os serviços
                    </Link>
                  </Dropdown>
                ) : (
                  <NavLink to={item.href} end onClick={close} className={rowClass}>
                    {item.title}
                  </NavLink>
                )}
              </li>
            ))}
            <li>
              <Dropdown
                id={`${panelId}-ferramentas`}
                title={toolsGroup.title}
                active={false}
                expanded={expanded === "ferramentas"}
                onToggle={() => setExpanded((current) => (current === "ferramentas" ? null : "ferramentas"))}
              >
                <MobileGroup group={toolsGroup} pathname={pathname} onNavigate={close} hideTitle />
              </Dropdown>
            </li>
          </ul>
          <Button asChild size="lg" className="mt-3 w-full">
            <LeadFormLink onClick={close}>CONSULTORIA GRATUITA</LeadFormLink>
          </Button>
        </nav>
      </div>
    </div>
  );
}

/** One expandable row; the parent keeps a single one expanded at a time. */
function Dropdown({
  id,
  title,
  active,
  expanded,
  onToggle,
  children,
}: {
  id: string;
  title: string;
  active: boolean;
  expanded: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}) {
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={onToggle}
        className={cn(rowClass, "w-full justify-between", active && "text-primary")}
      >
        {title}
        <ChevronDown aria-hidden="true" className={cn("size-5 text-muted-foreground transition-transform", expanded && "rotate-180")} />
      </button>
      <div id={id} hidden={!expanded} className="pb-2 pl-3">
        {children}
      </div>
    </>
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
