import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { Logo } from "~/components/layout/logo";
import { Icon, type IconName } from "~/components/ui/icon";
import { ThemeToggle } from "~/features/theme/theme-toggle";
import { cn } from "~/lib/utils";
import { panelPaths } from "../paths";
import type { Role } from "../statuses";

export interface ShellUser {
  name: string;
  role: Role;
}

interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  ownerOnly?: boolean;
}

const navItems: NavItem[] = [
  { to: panelPaths.inbox, label: "Leads", icon: "inbox" },
  { to: panelPaths.team, label: "Equipe", icon: "users", ownerOnly: true },
  { to: panelPaths.audit, label: "Auditoria", icon: "rotate-ccw-clock", ownerOnly: true },
  { to: panelPaths.privacy, label: "LGPD", icon: "shield-check", ownerOnly: true },
  { to: panelPaths.account, label: "Conta", icon: "user-round" },
];

/**
 * The panel's frame: its own header (brand, sections, the member and "Sair")
 * and main landmark, instead of the marketing site's. Without `user` (the
 * sign-in and password pages) only the brand shows.
 */
export function PanelShell({ user, children }: { user: ShellUser | null; children: ReactNode }) {
  return (
    <>
      <a
        href="#conteudo"
        data-slot="skip-link"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Pular para o conteúdo
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <div className="container-page flex min-h-14 flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <Link
            to={user ? panelPaths.inbox : panelPaths.signIn}
            className="flex min-w-0 items-center gap-2 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
          >
            <Logo />
            <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground max-sm:sr-only">
              Painel
            </span>
          </Link>
          {user ? <PanelNav role={user.role} /> : null}
          <div className="ml-auto flex flex-wrap items-center justify-end gap-1">
            <ThemeToggle />
            {user ? (
              <Form method="post" action={panelPaths.signOut}>
                <button
                  type="submit"
                  className="inline-flex min-h-10 items-center gap-1.5 rounded-md px-3 text-sm font-semibold outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring"
                >
                  <Icon name="log-out" className="size-4" />
                  Sair
                </button>
              </Form>
            ) : null}
          </div>
        </div>
      </header>
      <main id="conteudo" tabIndex={-1} className="container-page flex-1 py-6 outline-none sm:py-8">
        {children}
      </main>
      {user ? (
        <footer className="border-t py-4 text-center text-xs text-muted-foreground">
          Conectado como {user.name}. Os dados dos leads são pessoais: use-os só para atender quem os enviou.
        </footer>
      ) : null}
    </>
  );
}

function PanelNav({ role }: { role: Role }) {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Seções do painel"
      className="order-last -mx-4 w-[calc(100%+2rem)] overflow-x-auto [scrollbar-width:none] sm:mx-0 sm:w-full lg:order-none lg:w-auto lg:flex-1"
    >
      <ul className="flex w-max gap-1 px-4 sm:px-0">
        {navItems
          .filter((item) => !item.ownerOnly || role === "dono")
          .map((item) => {
            const current = item.to === panelPaths.inbox ? isInboxPath(pathname) : pathname === item.to;
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "inline-flex min-h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
                    current
                      ? "bg-secondary text-secondary-foreground"
                      : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
                  )}
                >
                  <Icon name={item.icon} className="size-4" />
                  {item.label}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}

function isInboxPath(pathname: string): boolean {
  return pathname === panelPaths.inbox || pathname.startsWith(`${panelPaths.inbox}/leads/`);
}
