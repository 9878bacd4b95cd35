import { Icon, type IconName } from "#app/components/ui/icon";
import { useBusiness } from "#app/config/use-business";
import { contactChannels, type ContactChannelId } from "#app/content/contact";
import { EmailAddress } from "#app/features/marketing/shared/email-address";

const channelIcons: Record<ContactChannelId, IconName> = { whatsapp: "message-circle", email: "mail", phone: "phone" };

/** The configured channels (WhatsApp, e-mail, phone); none configured, no section. */
export function ContactChannels() {
  const channels = contactChannels(useBusiness());
  if (channels.length === 0) return null;
  return (
    <section aria-labelledby="canais-titulo" className="container-page relative -mt-10 sm:-mt-12">
      <h2 id="canais-titulo" className="sr-only">
        Canais de atendimento
      </h2>
      <ul className={channels.length === 3 ? "grid gap-4 md:grid-cols-3" : "grid gap-4 md:grid-cols-2"}>
        {channels.map((channel) => {
          const icon = channelIcons[channel.id];
          return (
            <li
              key={channel.id}
              className="flex flex-wrap gap-4 rounded-xl border bg-card p-5 shadow-md sm:p-6 md:flex-col md:gap-0"
            >
              {/* The icon goes above the text where both do not fit side by side (a phone at 200 % text). */}
              <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon name={icon} aria-hidden="true" className="size-6" />
              </span>
              <div className="flex min-w-0 flex-[1_1_10rem] flex-col">
                <h3 className="text-lg font-semibold md:mt-4">{channel.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{channel.description}</p>
                <p className="mt-3 font-semibold">
                  {channel.email ? <EmailAddress email={channel.value} /> : channel.value}
                </p>
                <a
                  href={channel.href}
                  {...(channel.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  data-channel={channel.id}
                  className="mt-2 inline-flex min-h-11 items-center gap-1 self-start md:mt-4 rounded-md font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
                >
                  {channel.action}
                  {channel.external && <span className="sr-only"> (abre em nova aba)</span>}
                  <span aria-hidden="true">→</span>
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
