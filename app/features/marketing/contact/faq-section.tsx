import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { JsonLd } from "~/features/marketing/shared/json-ld";
import { SectionHeading } from "~/features/marketing/shared/section-heading";
import { cn } from "~/lib/utils";
import { faqPageJsonLd, type FaqItem } from "./faq-json-ld";

interface FaqSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
  items: readonly FaqItem[];
  className?: string;
}

/** FAQ accordion (one answer open at a time, closable) with its FAQPage structured data. */
export function FaqSection({ id, eyebrow, title, description, items, className }: FaqSectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("py-16 sm:py-20", className)}>
      <JsonLd data={faqPageJsonLd(items)} />
      <div className="container-page">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} description={description} />
        <Accordion
          type="single"
          collapsible
          className="mx-auto mt-10 max-w-3xl rounded-xl border bg-card px-5 shadow-sm sm:px-8"
        >
          {items.map((item, index) => (
            <AccordionItem key={item.question} value={`${id}-${index}`}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent className="text-base">{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
