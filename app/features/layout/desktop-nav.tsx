import { useState, type FocusEvent } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { NavigationMenu } from "radix-ui";
import { ChevronDown } from "lucide-react";
import { cn } from "~/lib/utils";
import { isNavItemActive, mainNav } from "./navigation";

const linkClass =
  "inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-semibold text-foreground/80 transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:text-primary data-[active=true]:text-primary";

/**
 * Desktop menu. The "Nossos Serviços" dropdown opens on hover (Radix) and also
 * when the trigger receives keyboard focus, and closes when focus leaves it.
 */
export function DesktopNav() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState("");

  function closeWhenFocusLeaves(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen("");
  }

  return (
    <NavigationMenu.Root value={open} onValueChange={setOpen} aria-label="Menu principal" className="relative hidden lg:block">
      <NavigationMenu.List className="flex items-center gap-0.5">
        {mainNav.map((item) =>
          item.groups ? (
            <NavigationMenu.Item key={item.href} value={item.href} className="relative" onBlur={closeWhenFocusLeaves}>
              <NavigationMenu.Trigger
                className={cn(linkClass, "group")}
                data-active={isNavItemActive(item, pathname)}
                onFocus={(event) => {
                  if (event.currentTarget.matches(":focus-visible")) setOpen(item.href);
                }}
              >
                {item.title}
                <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute top-full left-1/2 z-50 mt-2 w-[34rem] -translate-x-1/2 rounded-xl border bg-popover p-4 text-popover-foreground shadow-xl">
                <div className="grid grid-cols-3 gap-4">
                  {item.groups.map((group) => (
                    <div key={group.title}>
                      <p className="mb-2 text-xs font-bold tracking-wide text-muted-foreground uppercase">{group.title}</p>
                      <ul className="space-y-1">
                        {group.items.map((link) => (
                          <li key={link.href}>
                            <NavigationMenu.Link asChild active={pathname === link.href}>
                              <Link
                                to={link.href}
                                aria-current={pathname === link.href ? "page" : undefined}
                                onClick={() => setOpen("")}
                                className="block rounded-md p-2 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:bg-accent"
                              >
                                <span className="block text-sm font-semibold">{link.title}</span>
                                {link.description ? (
                                  <span className="mt-0.5 block text-xs leading-snug text-muted-foreground">{link.description}</span>
                                ) : null}
                              </Link>
                            </NavigationMenu.Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
                <Link
                  to={item.href}
                  onClick={() => setOpen("")}
                  className="mt-3 block rounded-md border-t pt-3 text-sm font-semibold text-primary hover:underline"
                >
                  Ver todos os serviços
                </Link>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.href}>
              <NavigationMenu.Link asChild>
                <NavLink to={item.href} className={linkClass} end>
                  {item.title}
                </NavLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
