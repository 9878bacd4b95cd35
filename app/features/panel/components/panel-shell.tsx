import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { Logo } from "#app/components/layout/logo";
import { Icon, type IconName } from "#app/components/ui/icon";
import { useDetailsMenu } from "#app/features/layout/use-details-menu";
import { ThemeToggle } from "#app/features/theme/theme-toggle";
import { cn } from "#app/lib/utils";
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
  { to: panelPaths.whatsapp, label: "WhatsApp", icon: "message-circle" },
  { to: panelPaths.results, label: "Resultados", icon: "chart-column" },
  { to: panelPaths.board, label: "Funil", icon: "funnel" },
  { to: panelPaths.team, label: "Equipe", icon: "users", ownerOnly: true },
  { to: panelPaths.messages, label: "Mensagens", icon: "message-square-reply", ownerOnly: true },
  { to: panelPaths.platforms, label: "Plataformas", icon: "send", ownerOnly: true },
  { to: panelPaths.audit, label: "Auditoria", icon: "rotate-ccw-clock", ownerOnly: true },
  { to: panelPaths.privacy, label: "LGPD", icon: "shield-check", ownerOnly: true },
  { to: panelPaths.account, label: "Conta", icon: "user-round" },
];

/**
 * The panel's frame: its own header (brand, sections, the member and "Sair",
 * folded into a menu below the laptop width) and main landmark, instead of
 * the marketing site's. Without `user` (the sign-in and password pages) only
 * the brand and the theme show.
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
        <div className="container-page flex min-h-14 items-center gap-x-3 gap-y-1 py-2">
          <Link
            to={user ? panelPaths.inbox : panelPaths.signIn}
            className="flex min-w-0 items-center gap-2 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
          >
            {/* With large text on a phone the wordmark leaves no room for the menu: the mark alone, named. */}
            <Logo className="@max-[20rem]/page:[&>span]:sr-only" />
            <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground max-sm:sr-only">
              Painel
            </span>
          </Link>
          {user ? <PanelNav role={user.role} className="max-lg:hidden lg:flex-1" /> : null}
          <div className={cn("ml-auto flex items-center gap-1", user && "max-lg:hidden")}>
            <ThemeToggle />
            {user ? <SignOutButton /> : null}
          </div>
          {user ? <PanelMenu user={user} /> : null}
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

function SignOutButton({ className }: { className?: string }) {
  return (
    <Form method="post" action={panelPaths.signOut} className={className}>
      <button
        type="submit"
        className="inline-flex min-h-10 w-full items-center gap-1.5 rounded-md px-3 text-sm font-semibold outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        <Icon name="log-out" className="size-4" />
        Sair
      </button>
    </Form>
  );
}

/**
 * Below the laptop width the sections, the theme and "Sair" fold into a "Menu" button (a <details>, so it opens
 * without script): with large text a row of sections wrapped the sticky header to a third of a phone's screen, or
 * scrolled "Conta" out of sight. useDetailsMenu closes it after a navigation, on Escape and on a tap outside.
 */
function PanelMenu({ user }: { user: ShellUser }) {
  const ref = useDetailsMenu();
  return (
    <details ref={ref} className="group/menu ml-auto lg:hidden">
      <summary className="inline-flex min-h-10 min-w-10 cursor-pointer list-none items-center justify-center gap-1.5 rounded-md border px-3 text-sm font-semibold outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        <Icon name="menu" className="size-5 group-open/menu:hidden" />
        <Icon name="x" className="hidden size-5 group-open/menu:block" />
        <span className="@max-[25rem]/page:sr-only">Menu</span>
      </summary>
      <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-background shadow-lg">
        <div className="container-page grid gap-3 py-3">
          <PanelNav role={user.role} vertical />
          <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
            <p className="min-w-0 text-sm break-words text-muted-foreground">Conectado como {user.name}</p>
            <div className="flex items-center gap-1">
              <ThemeToggle />
              <SignOutButton />
            </div>
          </div>
        </div>
      </div>
    </details>
  );
}

function PanelNav({ role, vertical = false, className }: { role: Role; vertical?: boolean; className?: string }) {
  const { pathname } = useLocation();
  const items = navItems.filter((item) => !item.ownerOnly || role === "dono");
  const link = (item: NavItem, style: "row" | "column" | "dropdown") => (
    <li key={item.to}>
      <NavLink item={item} current={isCurrent(item, pathname)} style={style} />
    </li>
  );
  if (vertical) {
    return (
      <nav aria-label="Seções do painel" className={className}>
        <ul className="flex flex-col gap-1">{items.map((item) => link(item, "column"))}</ul>
      </nav>
    );
  }
  // On a laptop the owners' management pages fold under "Gestão": eleven sections in a row wrapped the header onto
  // two lines below 1280 px. The daily work (leads, WhatsApp, results, board) and "Conta" stay one click away.
  const managed = items.filter((item) => item.ownerOnly);
  const daily = items.filter((item) => !item.ownerOnly && item.to !== panelPaths.account);
  const account = items.filter((item) => item.to === panelPaths.account);
  return (
    <nav aria-label="Seções do painel" className={className}>
      <ul className="flex items-center gap-1">
        {daily.map((item) => link(item, "row"))}
        {managed.length > 0 ? (
          <ManagementMenu current={managed.some((item) => isCurrent(item, pathname))}>
            {managed.map((item) => link(item, "dropdown"))}
          </ManagementMenu>
        ) : null}
        {account.map((item) => link(item, "row"))}
      </ul>
    </nav>
  );
}

/**
 * "Gestão": a <details> disclosure (no menu roles, plain links), so it opens with a click, Enter or Space without
 * script; useDetailsMenu closes it after a navigation, on Escape (focus back on "Gestão"), when focus leaves it and
 * on a click elsewhere.
 */
function ManagementMenu({ current, children }: { current: boolean; children: ReactNode }) {
  const ref = useDetailsMenu();
  return (
    <li className="relative">
      <details ref={ref} className="group/gestao">
        <summary
          className={cn(
            rowLinkClass,
            "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
            current ? currentClass : idleClass,
          )}
        >
          <Icon name="settings-2" className="size-4" />
          Gestão
          {current ? <span className="sr-only">(página atual nesta seção)</span> : null}
          <Icon name="chevron-down" className="size-4 transition-transform group-open/gestao:rotate-180" />
        </summary>
        <ul className="absolute top-full left-0 z-50 mt-1 grid w-56 gap-0.5 rounded-xl border bg-popover p-1.5 text-popover-foreground shadow-xl">
          {children}
        </ul>
      </details>
    </li>
  );
}

const rowLinkClass =
  "inline-flex min-h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring";
const currentClass = "bg-secondary text-secondary-foreground";
const idleClass = "text-muted-foreground hover:bg-accent hover:text-accent-foreground";

function NavLink({ item, current, style }: { item: NavItem; current: boolean; style: "row" | "column" | "dropdown" }) {
  return (
    <Link
      to={item.to}
      aria-current={current ? "page" : undefined}
      className={cn(
        style === "row"
          ? rowLinkClass
          : "flex w-full items-center gap-1.5 rounded-md font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
        style === "column" && "min-h-11 px-3 text-base",
        style === "dropdown" && "min-h-10 px-3 text-sm",
        current ? currentClass : idleClass,
      )}
    >
      <Icon name={item.icon} className="size-4" />
      {item.label}
    </Link>
  );
}

function isCurrent(item: NavItem, pathname: string): boolean {
  return item.to === panelPaths.inbox ? isInboxPath(pathname) : pathname === item.to;
}

function isInboxPath(pathname: string): boolean {
  return pathname === panelPaths.inbox || pathname.startsWith(`${panelPaths.inbox}/leads/`);
}
