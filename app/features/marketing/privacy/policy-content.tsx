import { Fragment } from "react";
import type { Inline, Paragraph, PolicyBlock, PolicySection } from "#app/content/privacy";

function InlineText({ part }: { part: Inline }) {
  if (typeof part === "string") return part;
  if (part.external) {
    return (
      <a href={part.href} target="_blank" rel="noopener noreferrer">
        {part.text}
        <span className="sr-only"> (abre em nova aba)</span>
      </a>
    );
  }
  return <a href={part.href}>{part.text}</a>;
}

function ParagraphText({ paragraph }: { paragraph: Paragraph }) {
  if (typeof paragraph === "string") return paragraph;
  return paragraph.map((part, index) => <InlineText key={index} part={part} />);
}

// Array.isArray does not narrow readonly arrays, hence this guard.
function isParagraph(block: PolicyBlock): block is Paragraph {
  return typeof block === "string" || Array.isArray(block);
}

function Block({ block }: { block: PolicyBlock }) {
  if (isParagraph(block)) {
    return (
      <p>
        <ParagraphText paragraph={block} />
      </p>
    );
  }
  if ("subtitle" in block) return <h3>{block.subtitle}</h3>;
  if ("list" in block) {
    return (
      <ul>
        {block.list.map((item, index) => (
          <li key={index}>
            <ParagraphText paragraph={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    // Focusable so keyboard users can scroll the table on narrow screens.
    <div className="overflow-x-auto" role="region" aria-label={block.table.caption} tabIndex={0}>
      <table>
        <caption className="sr-only">{block.table.caption}</caption>
        <thead>
          <tr>
            {block.table.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.table.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The numbered sections, each an h2 with an anchor the table of contents links to. */
export function PolicyContent({ sections }: { sections: readonly PolicySection[] }) {
  return (
    <div className="prose-site">
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`} data-policy-section="">
          <h2 id={`${section.id}-titulo`}>
            {index + 1}. {section.title}
          </h2>
          {section.blocks.map((block, blockIndex) => (
            <Fragment key={blockIndex}>
              <Block block={block} />
            </Fragment>
          ))}
        </section>
      ))}
    </div>
  );
}

export function PolicyToc({ sections }: { sections: readonly PolicySection[] }) {
  return (
    <nav aria-labelledby="indice-titulo" className="rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="indice-titulo" className="text-base font-semibold">
        Nesta página
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex gap-2 rounded-md px-2 py-1.5 text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              <span className="w-5 shrink-0 text-right font-semibold text-primary">{index + 1}.</span>
              <span className="min-w-0">{section.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
