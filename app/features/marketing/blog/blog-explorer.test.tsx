import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { BlogExplorer } from "./blog-explorer";
import { postCategories, type PostSummary } from "./post-meta";

function post(index: number, overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    slug: `artigo-${index}`,
    title: `Artigo número ${index}`,
    excerpt: `Resumo do artigo ${index}.`,
    category: postCategories[index % postCategories.length] ?? "Cases",
    author: "Equipe",
    date: `2026-01-${String(20 - index).padStart(2, "0")}`,
    readTime: 5,
    cover: `/images/blog/artigo-${index}.svg`,
    featured: false,
    ...overrides,
  };
}

const posts: PostSummary[] = [
  post(0, { featured: true, title: "Guia em destaque" }),
  post(1, { title: "Gestão de Tráfego para lojas" }),
  ...Array.from({ length: 8 }, (_, i) => post(i + 2)),
];

/** Shows the page's query string, so tests can read the URL the list keeps its state in. */
function LocationProbe() {
  return <span data-testid="busca-na-url">{useLocation().search}</span>;
}

const urlSearch = () => screen.getByTestId("busca-na-url").textContent;

function renderExplorer(entry = "/blog") {
  const Stub = createRoutesStub([
    {
      path: "/blog",
      Component: () => (
        <>
          <BlogExplorer posts={posts} newsletter={<p>Newsletter</p>} />
          <LocationProbe />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[entry]} />);
  const list = () => screen.getByRole("heading", { level: 2, name: /Artigos recentes|Resultados/ }).parentElement!;
  const visibleTitles = () =>
    within(list())
      .queryAllByRole("link")
      .map((link) => link.textContent)
      .filter((text) => text !== "Carregar mais");
  return { list, visibleTitles };
}

describe("BlogExplorer", () => {
  it("shows the featured article apart and five cards, then three more per 'Carregar mais' link", async () => {
    const { list, visibleTitles } = renderExplorer();
    expect(screen.getByRole("heading", { name: "Guia em destaque" })).toBeInTheDocument();
    expect(visibleTitles()).toHaveLength(5);
    expect(visibleTitles()).not.toContain("Guia em destaque");

    const more = screen.getByRole("link", { name: "Carregar mais" });
    // Without JavaScript the next page opens at the first card it adds, not at the top.
    const [, href, anchor] = /^(\/blog\?pagina=2)#(.+)$/.exec(more.getAttribute("href") ?? "") ?? [];
    expect(href).toBe("/blog?pagina=2");
    expect(document.getElementById(anchor!)).toBe(list().querySelectorAll("article")[5]);
    await userEvent.click(more);
    expect(visibleTitles()).toHaveLength(8);
    expect(urlSearch()).toBe("?pagina=2");
    // Keyboard focus moves to the first card the click revealed.
    expect(document.activeElement?.textContent).toBe(visibleTitles()[5]);
    await userEvent.click(screen.getByRole("link", { name: "Carregar mais" }));
    expect(visibleTitles()).toHaveLength(9);
    expect(screen.queryByRole("link", { name: "Carregar mais" })).not.toBeInTheDocument();
  });

  it("filters as the visitor types, ignoring accents, keeps the search in the URL and announces the count", async () => {
    const { visibleTitles } = renderExplorer();
    await userEvent.type(screen.getByLabelText("Buscar artigos"), "trafego");
    expect(visibleTitles()).toEqual(["Gestão de Tráfego para lojas"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 artigo encontrado");
    expect(screen.queryByRole("heading", { name: "Guia em destaque" })).not.toBeInTheDocument();
    expect(urlSearch()).toBe("?q=trafego");
  });

  it("renders a shared search, category and page from the URL (as the server does for a visitor without JavaScript)", () => {
    const { visibleTitles } = renderExplorer("/blog?q=artigo&categoria=cases");
    const expected = posts.filter((p) => p.category === "Cases" && p.title.includes("Artigo")).map((p) => p.title);
    expect(visibleTitles()).toEqual(expected);
    expect(screen.getByLabelText("Buscar artigos")).toHaveValue("artigo");
    expect(screen.getByRole("link", { name: /^Cases/ })).toHaveAttribute("aria-current", "true");
  });

  it("filters by a category link, whose number is what it filters to", async () => {
    const { visibleTitles } = renderExplorer();
    const chip = screen.getByRole("link", { name: /^Cases/ });
    expect(chip).toHaveAttribute("href", "/blog?categoria=cases");
    await userEvent.click(chip);
    expect(screen.getByRole("link", { name: /^Cases/ })).toHaveAttribute("aria-current", "true");
    const expected = posts.filter((p) => p.category === "Cases").map((p) => p.title);
    expect(visibleTitles()).toEqual(expected);
    expect(screen.getByRole("link", { name: /^Cases/ })).toHaveTextContent(new RegExp(`^Cases${expected.length}$`));
  });

  it("searches a popular topic through its link and shows it in the box", async () => {
    renderExplorer();
    const topic = screen.getByRole("link", { name: "#ROAS" });
    expect(topic).toHaveAttribute("href", "/blog?q=ROAS");
    await userEvent.click(topic);
    expect(screen.getByLabelText("Buscar artigos")).toHaveValue("ROAS");
    expect(screen.getByText(/Nenhum artigo encontrado para “ROAS”/)).toBeInTheDocument();
  });
});
