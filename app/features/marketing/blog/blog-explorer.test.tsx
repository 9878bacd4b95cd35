import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
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

function renderExplorer() {
  render(
    <MemoryRouter>
      <BlogExplorer posts={posts} newsletter={<p>Newsletter</p>} />
    </MemoryRouter>,
  );
  const list = () => screen.getByRole("heading", { level: 2, name: /Artigos recentes|Resultados/ }).parentElement!;
  const visibleTitles = () =>
    within(list())
      .queryAllByRole("link")
      .map((link) => link.textContent);
  return { list, visibleTitles };
}

describe("BlogExplorer", () => {
  it("shows the featured article apart and five cards before Carregar mais", async () => {
    const { visibleTitles } = renderExplorer();
    expect(screen.getByRole("heading", { name: "Guia em destaque" })).toBeInTheDocument();
    expect(visibleTitles()).toHaveLength(5);
    expect(visibleTitles()).not.toContain("Guia em destaque");

    await userEvent.click(screen.getByRole("button", { name: "Carregar mais" }));
    expect(visibleTitles()).toHaveLength(8);
    expect(document.activeElement?.textContent).toBe(visibleTitles()[5]);
    await userEvent.click(screen.getByRole("button", { name: "Carregar mais" }));
    expect(visibleTitles()).toHaveLength(9);
    expect(screen.queryByRole("button", { name: "Carregar mais" })).not.toBeInTheDocument();
  });

  it("filters by an unaccented query and announces the count", async () => {
    const { visibleTitles } = renderExplorer();
    await userEvent.type(screen.getByLabelText("Buscar artigos"), "trafego");
    expect(visibleTitles()).toEqual(["Gestão de Tráfego para lojas"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 artigo encontrado");
    expect(screen.queryByRole("heading", { name: "Guia em destaque" })).not.toBeInTheDocument();
  });

  it("filters by the pressed category chip", async () => {
    const { visibleTitles } = renderExplorer();
    const chip = screen.getByRole("button", { name: /^Cases/ });
    await userEvent.click(chip);
    expect(chip).toHaveAttribute("aria-pressed", "true");
    const expected = posts.filter((p) => p.category === "Cases").map((p) => p.title);
    expect(visibleTitles()).toEqual(expected);
    // The chip's number is what it filters to.
    expect(chip).toHaveTextContent(new RegExp(`^Cases${expected.length}$`));
  });

  it("fills the search from a popular topic", async () => {
    renderExplorer();
    await userEvent.click(screen.getByRole("button", { name: "#ROAS" }));
    expect(screen.getByLabelText("Buscar artigos")).toHaveValue("ROAS");
    expect(screen.getByText(/Nenhum artigo encontrado para “ROAS”/)).toBeInTheDocument();
  });
});
