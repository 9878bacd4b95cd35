import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card";

/** A card that is a section of a panel page, titled with an h2 (the page's h1 is above it). */
export function SectionCard({
  title,
  description,
  id,
  className,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = id ? `${id}-titulo` : undefined;
  return (
    <Card className={className} aria-labelledby={headingId} role={id ? "region" : undefined} id={id}>
      <CardHeader>
        <h2 id={headingId} className="text-lg leading-tight font-semibold">
          {title}
        </h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="min-w-0">{children}</CardContent>
    </Card>
  );
}
