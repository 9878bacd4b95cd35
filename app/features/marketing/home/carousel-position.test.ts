import { describe, expect, it } from "vitest";
import { dotTarget, indexAt, lastStart, nextIndex, previousIndex } from "./carousel-position";

const phone = { slideCount: 6, perView: 1 };
const desktop = { slideCount: 6, perView: 3 };

describe("carousel position", () => {
  it("knows how far the strip can go", () => {
    expect(lastStart(phone)).toBe(5);
    expect(lastStart(desktop)).toBe(3);
    expect(lastStart({ slideCount: 2, perView: 3 })).toBe(0);
  });

  it("reads the first visible slide from the scroll offset, rounding a half-finished swipe", () => {
    expect(indexAt(0, 300, phone)).toBe(0);
    expect(indexAt(460, 300, phone)).toBe(2);
    expect(indexAt(440, 300, phone)).toBe(1);
    expect(indexAt(5000, 300, desktop)).toBe(3);
    expect(indexAt(-20, 300, phone)).toBe(0);
    expect(indexAt(100, 0, phone)).toBe(0);
  });

  it("loops: next from the end goes to the first slide, previous from the start to the end", () => {
    expect(nextIndex(2, phone)).toBe(3);
    expect(nextIndex(5, phone)).toBe(0);
    expect(nextIndex(3, desktop)).toBe(0);
    expect(previousIndex(0, phone)).toBe(5);
    expect(previousIndex(0, desktop)).toBe(3);
    expect(previousIndex(4, phone)).toBe(3);
  });

  it("sends a dot to its slide, or as far as the strip goes", () => {
    expect(dotTarget(4, phone)).toBe(4);
    expect(dotTarget(5, desktop)).toBe(3);
  });
});
