import type { ReactNode } from "react";
import { Icon, type IconName } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { Logo } from "#app/components/layout/logo";
import { useLocation } from "react-router";
import { cityLine, formatPhone } from "#app/config/business";
import { site } from "#app/config/site";
import { useBusiness } from "#app/config/use-business";
import { whatsappClickHref } from "#app/features/leads/whatsapp-click";
import { EmailAddress } from "#app/features/marketing/shared/email-address";
import { ThemeChoice } from "#app/features/theme/theme-choice";
import { LeadFormLink } from "./lead-form-link";
import { useMenuTools } from "./menu-tools";
import { mainNav } from "./navigation";

const serviceLinks = mainNav.flatMap((item) => item.groups?.flatMap((group) => group.items) ?? []);

export function SiteFooter() {
  const year = new Date().getFullYear();
  const business = useBusiness();
  const { pathname } = useLocation();
  const tools = useMenuTools().footer;
  const contactEmail = business.emails.contact;
  return (
    <footer
      data-slot="site-footer"
      className="defer-render [--deferred-height:73rem] md:[--deferred-height:49rem] lg:[--deferred-height:33rem] mt-auto border-t bg-muted/40"
    >
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo />
          <p className="text-sm leading-relaxed text-muted-foreground">
            Gestão de tráfego pago para e-commerces e negócios locais: campanhas no Google, Meta e TikTok com foco em
            vendas, não em curtidas.
          </p>
          <Button asChild variant="highlight">
            <LeadFormLink>
              <Icon name="arrow-up" aria-hidden="true" />
              Quero minha consultoria gratuita
            </LeadFormLink>
          </Button>
        </div>
        <FooterColumn title="Navegação">
          {mainNav
            .filter((item) => !item.groups)
            .map((item) => (
              <FooterLink key={item.href} to={item.href}>
                {item.title}
              </FooterLink>
            ))}
        </FooterColumn>
        <FooterColumn title="Serviços e ferramentas">
          <FooterLink to="/servicos">Nossos Serviços</FooterLink>
          {serviceLinks.map((link) => (
            <FooterLink key={link.href} to={link.href}>
              {link.title}
            </FooterLink>
          ))}
          {tools.map((tool) => (
            <FooterLink key={tool.href} to={tool.href}>
              {tool.title}
            </FooterLink>
          ))}
        </FooterColumn>
        <FooterColumn title="Contato">
          {business.whatsappNumber && (
            <ContactRow icon="message-circle">
              <a
                href={whatsappClickHref("contato", pathname)}
                target="_blank"
                rel="noopener noreferrer"
                className={contactLinkClass}
              >
                WhatsApp {formatPhone(business.whatsappNumber)}
                <span className="sr-only"> (abre em nova aba)</span>
              </a>
            </ContactRow>
          )}
          {contactEmail && (
            <ContactRow icon="mail">
              <a href={`mailto:${contactEmail}`} className={contactLinkClass}>
                <EmailAddress email={contactEmail} />
              </a>
            </ContactRow>
          )}
          {business.address && (
            <ContactRow icon="map-pin">
              <span className="py-1.5">{cityLine(business.address)}</span>
            </ContactRow>
          )}
          <ContactRow icon="clock">
            <span className="py-1.5">Seg. a sex. 9h–18h · Sáb. 9h–13h</span>
          </ContactRow>
        </FooterColumn>
      </div>
      <div className="border-t">
        <div className="container-page flex flex-col gap-2 py-5 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <span suppressHydrationWarning>{year}</span> {business.legalName ?? site.brand}
            {business.cnpj && <> · CNPJ {business.cnpj}</>}
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <ThemeChoice />
            <a
              href="/politica-privacidade"
              className="inline-flex min-h-8 min-w-8 items-center font-medium hover:text-foreground hover:underline"
            >
              Política de Privacidade
            </a>
          </div>
        </div>
      </div>
    </footer>
  );
}

const contactLinkClass = "inline-flex min-h-8 min-w-8 items-center hover:text-foreground hover:underline";

/** An icon beside one line of contact, centred on that line's 2 rem height even when the text wraps. */
function ContactRow({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <li className="flex gap-2" data-slot="footer-contact">
      <span className="flex h-8 shrink-0 items-center">
        <Icon name={icon} className="size-4 text-primary" aria-hidden="true" />
      </span>
      {children}
    </li>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-bold tracking-wide uppercase">{title}</h2>
      <ul className="space-y-1 text-sm text-muted-foreground">{children}</ul>
    </div>
  );
}

/** A plain link, as in the header (decision 047). */
function FooterLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <li>
      <a href={to} className="inline-flex min-h-8 min-w-8 items-center hover:text-foreground hover:underline">
        {children}
      </a>
    </li>
  );
}
