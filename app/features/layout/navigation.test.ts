import { describe, expect, it } from "vitest";
import { isCurrentPage, isNavItemActive, mainNav } from "./navigation";

const services = mainNav.find((item) => item.title === "Nossos Serviços")!;
const blog = mainNav.find((item) => item.title === "Blog")!;

describe("isNavItemActive", () => {
  it.each([
    ["/servicos", true],
    ["/servicos/marketing-digital/gestao-trafego", true],
    ["/ferramentas", true],
    ["/ferramentas/tabuada-online", true],
    ["/ferramentas-falsas", false],
    ["/blog", false],
  ])("services dropdown for %s is %s", (path, expected) => {
    expect(isNavItemActive(services, path)).toBe(expected);
  });

  it("ignores a trailing slash", () => {
    expect(isNavItemActive(blog, "/blog/")).toBe(true);
  });
});

describe("isCurrentPage", () => {
  it.each([
    ["/blog", "/blog", true],
    ["/blog/", "/blog", true],
    ["/", "/", true],
    ["/blog/trafego-pago", "/blog", false],
    ["/blog-antigo", "/blog", false],
    ["/", "/blog", false],
  ])("%s is the page of %s: %s", (path, href, expected) => {
    expect(isCurrentPage(path, href)).toBe(expected);
  });
});
