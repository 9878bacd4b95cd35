import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "#app/components/ui/accordion";
import { cn } from "#app/lib/utils";
import type { FaqEntry } from "./faq-json-ld";
import { SectionHeading } from "./section-heading";

interface FaqSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
  items: readonly FaqEntry[];
  className?: string;
}

/**
 * FAQ accordion (one answer open at a time, closable, no script). Its FAQPage structured data is the route's:
 * `staticPageMeta(seo, () => [faqJsonLd(items)])` with the same items.
 */
export function FaqSection({ id, eyebrow, title, description, items, className }: FaqSectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        "defer-render [--deferred-height:39rem] md:[--deferred-height:30rem] lg:[--deferred-height:29rem] py-16 sm:py-20",
        className,
      )}
    >
      <div className="container-page">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} description={description} />
        <Accordion className="mx-auto mt-10 max-w-3xl rounded-xl border bg-card px-5 shadow-sm sm:px-8">
          {items.map((item) => (
            <AccordionItem key={item.question} name={id}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent className="text-base">{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
