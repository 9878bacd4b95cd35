import type { ReactNode } from "react";
import { cn } from "#app/lib/utils";

interface SectionHeadingProps {
  /** Small uppercase line above the title. */
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  /** Id for `aria-labelledby` on the surrounding section. */
  id?: string;
  align?: "center" | "left";
  /** Level of the title: h2 for page sections (default), h1 only for a page's own heading. */
  as?: "h1" | "h2";
  /** Light text for dark hero bands. */
  tone?: "default" | "inverted";
  className?: string;
}

export function SectionHeading({
  eyebrow,
  title,
  description,
  id,
  align = "center",
  as: Heading = "h2",
  tone = "default",
  className,
}: SectionHeadingProps) {
  const inverted = tone === "inverted";
  return (
    <div
      data-slot="section-heading"
      className={cn("max-w-3xl", align === "center" ? "mx-auto text-center" : "text-left", className)}
    >
      {eyebrow && (
        <p
          className={cn(
            "mb-3 text-sm font-bold tracking-widest uppercase",
            inverted ? "text-highlight" : "text-primary",
          )}
        >
          {eyebrow}
        </p>
      )}
      <Heading
        id={id}
        className={cn(
          "font-bold tracking-tight text-balance",
          Heading === "h1" ? "text-3xl sm:text-4xl lg:text-5xl" : "text-2xl sm:text-3xl",
        )}
      >
        {title}
      </Heading>
      {description && (
        <p className={cn("mt-4 text-lg text-pretty", inverted ? "text-white/85" : "text-muted-foreground")}>
          {description}
        </p>
      )}
    </div>
  );
}
