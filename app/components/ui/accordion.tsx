import type { ComponentProps } from "react";
import { Icon } from "#app/components/ui/icon";
import { cn } from "#app/lib/utils";

/**
 * An accordion of native <details>: items that share a `name` keep one open
 * at a time, and the open one closes when its summary is activated again,
 * with no script. (shadcn/ui's accordion API, on the platform's element.)
 */
export function Accordion({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="accordion" className={className} {...props} />;
}

export function AccordionItem({ className, ...props }: ComponentProps<"details"> & { name: string }) {
  return (
    <details data-slot="accordion-item" className={cn("group/item border-b last:border-b-0", className)} {...props} />
  );
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: ComponentProps<"summary"> & { headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <summary
      data-slot="accordion-trigger"
      className={cn(
        "flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 text-left outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring [&::-webkit-details-marker]:hidden",
        className,
      )}
      {...props}
    >
      <Heading className="font-sans text-base font-semibold">{children}</Heading>
      <Icon
        name="chevron-down"
        className="mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open/item:rotate-180"
      />
    </summary>
  );
}

export function AccordionContent({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="accordion-content" className={cn("pb-4 text-muted-foreground", className)} {...props} />;
}
