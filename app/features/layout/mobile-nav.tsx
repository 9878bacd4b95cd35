import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/utils";
import { LeadFormLink } from "./lead-form-link";
import { useMenuTools } from "./menu-tools";
import { isCurrentPage, isNavItemActive, mainNav, type NavGroup } from "./navigation";
import { useDetailsMenu } from "./use-details-menu";

const rowBase =
  "flex items-center rounded-md px-3 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring aria-[current=page]:bg-accent aria-[current=page]:text-primary";
/** A top-level row of the menu. */
const rowClass = `${rowBase} min-h-12 text-base font-semibold`;
/** A link inside an expanded section. */
const subRowClass = `${rowBase} min-h-11 text-sm font-medium`;

/** Sections of the phone menu share this name: the browser keeps one of them expanded at a time. */
const sectionGroupName = "menu-secao";

/**
 * Collapsible phone menu built on <details>: it opens and closes, and keeps
 * one section expanded at a time (tapping it again collapses it), with no
 * script. Choosing a link loads the next page as a document (decision 047),
 * with the menu closed; where the page has script, useDetailsMenu also closes
 * it on Escape, focus leaving it and a tap outside.
 */
export function MobileNav() {
  const ref = useDetailsMenu();
  const { pathname } = useLocation();
  // Tools get their own section on phones, where most tool visitors arrive from search.
  const toolsGroup: NavGroup = {
    title: "Ferramentas gratuitas",
    items: [...useMenuTools().phone, { title: "Ver todas as ferramentas", href: "/ferramentas" }],
  };
  return (
    <details ref={ref} className="group/menu @min-[74rem]/page:hidden">
      <summary
        className={cn(
          "inline-flex size-10 cursor-pointer list-none items-center justify-center rounded-md outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring [&::-webkit-details-marker]:hidden",
        )}
      >
        <Icon name="menu" className="size-6 group-open/menu:hidden" />
        <Icon name="x" className="hidden size-6 group-open/menu:block" />
        <span className="sr-only">Menu</span>
      </summary>
      <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-background shadow-lg">
        <nav aria-label="Menu principal" className="container-page py-3">
          <ul className="space-y-1">
            {mainNav.map((item) => (
              <li key={item.href}>
                {item.groups ? (
                  <Section title={item.title} active={isNavItemActive(item, pathname)}>
                    {item.groups.map((group) => (
                      <MobileGroup key={group.title} group={group} pathname={pathname} />
                    ))}
                    <a href={item.href} className={`${rowBase} min-h-11 text-sm font-semibold text-primary`}>
                      Ver todos os serviços
                    </a>
                  </Section>
                ) : (
                  <a
                    href={item.href}
                    aria-current={isCurrentPage(pathname, item.href) ? "page" : undefined}
                    className={rowClass}
                  >
                    {item.title}
                  </a>
                )}
              </li>
            ))}
            <li>
              <Section title={toolsGroup.title} active={false}>
                <MobileGroup group={toolsGroup} pathname={pathname} hideTitle />
              </Section>
            </li>
          </ul>
          <Button asChild size="lg" className="mt-3 w-full">
            <LeadFormLink>CONSULTORIA GRATUITA</LeadFormLink>
          </Button>
        </nav>
      </div>
    </details>
  );
}

function Section({ title, active, children }: { title: string; active: boolean; children: ReactNode }) {
  return (
    <details name={sectionGroupName} className="group/section">
      <summary
        className={cn(
          rowClass,
          "cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden",
          active && "text-primary",
        )}
      >
        {title}
        <Icon
          name="chevron-down"
          className="size-5 text-muted-foreground transition-transform group-open/section:rotate-180"
        />
      </summary>
      <div className="pb-2 pl-3">{children}</div>
    </details>
  );
}

function MobileGroup({
  group,
  pathname,
  hideTitle = false,
}: {
  group: NavGroup;
  pathname: string;
  hideTitle?: boolean;
}) {
  return (
    <div className="py-1">
      {hideTitle ? null : (
        <p className="px-3 pt-2 text-xs font-bold tracking-wide text-muted-foreground uppercase">{group.title}</p>
      )}
      <ul>
        {group.items.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={isCurrentPage(pathname, link.href) ? "page" : undefined}
              className={subRowClass}
            >
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
