import { useLocation } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { cn } from "#app/lib/utils";
import { isCurrentPage, isNavItemActive, mainNav, type NavItem } from "./navigation";
import { useDetailsMenu } from "./use-details-menu";

const linkClass =
  "inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-semibold text-foreground/80 transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring aria-[current=page]:text-primary data-[active=true]:text-primary";

/**
 * Desktop menu (WAI disclosure navigation pattern: no menu roles, plain links). Like every link of the header
 * and footer, its links load the next page as a document (decision 047).
 */
export function DesktopNav() {
  const { pathname } = useLocation();
  return (
    // From 74 rem of page, where it fits on the header's row with the logo and the button (rem follow the text size:
    // with 200 % text a laptop gets the compact menu).
    <nav aria-label="Menu principal" className="hidden max-w-full @min-[74rem]/page:block">
      <ul className="flex flex-wrap items-center gap-0.5">
        {mainNav.map((item) =>
          item.groups ? (
            <DropdownItem key={item.href} item={item} pathname={pathname} />
          ) : (
            <li key={item.href}>
              <a
                href={item.href}
                aria-current={isCurrentPage(pathname, item.href) ? "page" : undefined}
                className={linkClass}
              >
                {item.title}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/**
 * The "Nossos Serviços" dropdown: a <details> whose summary toggles it with a
 * click, Enter or Space, and which a mouse opens by hovering (CSS,
 * `data-hover-open` in app.css). Script, where the page has it, closes it on
 * Escape, when focus leaves and on a tap elsewhere; choosing a link loads the
 * next page, where it is closed.
 */
function DropdownItem({ item, pathname }: { item: NavItem; pathname: string }) {
  const ref = useDetailsMenu();
  return (
    <li className="relative">
      <details ref={ref} data-hover-open="" className="group/dropdown">
        <summary
          className={cn(linkClass, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}
          data-active={isNavItemActive(item, pathname)}
        >
          {item.title}
          <Icon name="chevron-down" className="size-4 transition-transform group-open/dropdown:rotate-180" />
        </summary>
        <div className="absolute top-full left-1/2 z-50 w-[34rem] -translate-x-1/2 pt-2">
          <div className="rounded-xl border bg-popover p-4 text-popover-foreground shadow-xl">
            <div className="grid grid-cols-3 gap-4">
              {item.groups?.map((group) => (
                <div key={group.title}>
                  <p className="mb-2 text-xs font-bold tracking-wide text-muted-foreground uppercase">{group.title}</p>
                  <ul className="space-y-1">
                    {group.items.map((link) => (
                      <li key={link.href}>
                        <a
                          href={link.href}
                          aria-current={isCurrentPage(pathname, link.href) ? "page" : undefined}
                          className="block rounded-md p-2 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring aria-[current=page]:bg-accent"
                        >
                          <span className="block text-sm font-semibold">{link.title}</span>
                          {link.description ? (
                            <span className="mt-0.5 block text-xs leading-snug text-muted-foreground">
                              {link.description}
                            </span>
                          ) : null}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            <a
              href={item.href}
              className="mt-3 block rounded-sm border-t pt-3 text-sm font-semibold text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              Ver todos os serviços
            </a>
          </div>
        </div>
      </details>
    </li>
  );
}
