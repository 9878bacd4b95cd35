import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { ChevronDown } from "lucide-react";
import { cn } from "~/lib/utils";
import { isNavItemActive, mainNav, type NavItem } from "./navigation";

const linkClass =
  "inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-semibold text-foreground/80 transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:text-primary data-[active=true]:text-primary";

/** Desktop menu (WAI disclosure navigation pattern: no menu roles, plain links). */
export function DesktopNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Menu principal" className="hidden lg:block">
      <ul className="flex items-center gap-0.5">
        {mainNav.map((item) =>
          item.groups ? (
            <DropdownItem key={item.href} item={item} pathname={pathname} />
          ) : (
            <li key={item.href}>
              <NavLink to={item.href} className={linkClass} end>
                {item.title}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/** Hover delay before closing, so the pointer can travel from the button to the panel. */
const closeDelayMs = 150;

/**
 * The "Nossos Serviços" dropdown: opens on mouse hover and when its button
 * receives keyboard focus, toggles on click or tap, and closes on Escape,
 * when focus leaves it, or after choosing a link.
 */
function DropdownItem({ item, pathname }: { item: NavItem; pathname: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), closeDelayMs);
  };
  const hide = () => {
    clearTimeout(closeTimer.current);
    setOpen(false);
  };

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) hide();
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === "Escape" && open) {
      hide();
      buttonRef.current?.focus();
    }
  }

  return (
    <li
      className="relative"
      onPointerEnter={(event) => event.pointerType === "mouse" && show()}
      onPointerLeave={(event) => event.pointerType === "mouse" && hideSoon()}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        className={cn(linkClass, "group")}
        aria-expanded={open}
        aria-controls={panelId}
        data-active={isNavItemActive(item, pathname)}
        onClick={() => (open ? hide() : show())}
        onFocus={(event) => {
          if (event.currentTarget.matches(":focus-visible")) show();
        }}
      >
        {item.title}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-aria-expanded:rotate-180" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 z-50 w-[34rem] -translate-x-1/2 pt-2"
      >
        <div className="rounded-xl border bg-popover p-4 text-popover-foreground shadow-xl">
          <div className="grid grid-cols-3 gap-4">
            {item.groups?.map((group) => (
              <div key={group.title}>
                <p className="mb-2 text-xs font-bold tracking-wide text-muted-foreground uppercase">{group.title}</p>
                <ul className="space-y-1">
                  {group.items.map((link) => (
                    <li key={link.href}>
                      <Link
                        to={link.href}
                        aria-current={pathname === link.href ? "page" : undefined}
                        onClick={hide}
                        className="block rounded-md p-2 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:bg-accent"
                      >
                        <span className="block text-sm font-semibold">{link.title}</span>
                        {link.description ? (
                          <span className="mt-0.5 block text-xs leading-snug text-muted-foreground">{link.description}</span>
                        ) : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <Link to={item.href} onClick={hide} className="mt-3 block border-t pt-3 text-sm font-semibold text-primary hover:underline">
            Ver todos os serviços
          </Link>
        </div>
      </div>
    </li>
  );
}
