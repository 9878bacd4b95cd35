import { describe, expect, it } from "vitest";
import { postCrumbs } from "./post-crumbs";

describe("postCrumbs", () => {
  it("leads from the home page through the blog and the article's category to the article", () => {
    expect(postCrumbs({ slug: "criativos", title: "Criativos que vendem", category: "Facebook Ads" })).toEqual([
      { name: "Início", path: "/" },
      { name: "Blog", path: "/blog" },
      { name: "Facebook Ads", path: "/blog?categoria=facebook-ads" },
      { name: "Criativos que vendem", path: "/blog/criativos" },
    ]);
  });
});
