import type { FormEvent } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button";
import { Icon, type IconName } from "#app/components/ui/icon";
import { contactChannelLabels, type ContactChannel } from "../contact-channel";
import type { LeadPageResult } from "./lead-page-result";

const icons: Record<ContactChannel, IconName> = { ligar: "phone", whatsapp: "message-circle", email: "mail" };

/**
 * Ligar, WhatsApp, E-mail: one tap opens the way and logs the attempt in
 * the lead's timeline. Each is a small form: without JavaScript the server
 * logs and redirects to the tel:, wa.me or mailto: address it builds from
 * the stored lead (WhatsApp in a new tab); with JavaScript the address
 * opens at once, within the tap, and the log is posted beside it.
 */
export function ContactButtons({ links }: { links: Partial<Record<ContactChannel, string | null>> }) {
  const fetcher = useFetcher<LeadPageResult>();
  const channels = (Object.keys(contactChannelLabels) as ContactChannel[]).filter((channel) => links[channel]);
  if (channels.length === 0) return null;
  const open = (channel: ContactChannel) => (event: FormEvent<HTMLFormElement>) => {
    const href = links[channel];
    if (!href) return;
    event.preventDefault();
    void fetcher.submit(event.currentTarget, { method: "post" });
    if (channel === "whatsapp") window.open(href, "_blank", "noopener,noreferrer");
    else window.location.href = href;
  };
  return (
    <div className="flex flex-wrap gap-2">
      {channels.map((channel) => (
        <form
          key={channel}
          method="post"
          target={channel === "whatsapp" ? "_blank" : undefined}
          onSubmit={open(channel)}
        >
          <input type="hidden" name="intent" value="contato" />
          <input type="hidden" name="canal" value={channel} />
          <Button
            type="submit"
            variant={channel === "whatsapp" ? "highlight" : channel === "ligar" ? "default" : "outline"}
          >
            <Icon name={icons[channel]} />
            {contactChannelLabels[channel]}
          </Button>
        </form>
      ))}
      <p role="status" className="basis-full text-sm text-muted-foreground">
        {fetcher.data?.intent === "contato" ? fetcher.data.message : ""}
      </p>
    </div>
  );
}
