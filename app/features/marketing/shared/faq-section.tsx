import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { faqJsonLd, type FaqEntry } from "./faq-json-ld";
import { JsonLd } from "./json-ld";
import { SectionHeading } from "./section-heading";

interface FaqSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  items: readonly FaqEntry[];
  className?: string;
}

/** FAQ accordion (one answer open at a time, closable) with its FAQPage structured data. */
export function FaqSection({ id, eyebrow, title, items, className }: FaqSectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <section id={id} aria-labelledby={headingId} className={className ?? "py-16 sm:py-20"}>
      <JsonLd data={faqJsonLd(items)} />
      <div className="container-page max-w-3xl">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} />
        <Accordion type="single" collapsible className="mt-10 rounded-xl border bg-card px-5 shadow-sm sm:px-6">
          {items.map((item, index) => (
            <AccordionItem key={item.question} value={`pergunta-${index + 1}`}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent className="text-base">{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
