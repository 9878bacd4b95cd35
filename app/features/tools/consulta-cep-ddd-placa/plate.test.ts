import { describe, expect, it } from "vitest";
import { convertPlate, displayPlate, firstRegistrationSeries, plateFormat, plateSeries } from "./plate";

describe("plateFormat", () => {
  it("tells the old grey plate from the Mercosul one", () => {
    expect(plateFormat("ABC1234")).toBe("antiga");
    expect(plateFormat("BRA2E19")).toBe("mercosul");
    expect(plateFormat("AB12345")).toBeNull();
    expect(plateFormat("ABC12E4")).toBeNull();
    expect(plateFormat("ABC123")).toBeNull();
  });
});

describe("convertPlate", () => {
  it.each([
    ["ABC1034", "ABC1A34"],
    ["ABC1134", "ABC1B34"],
    ["ABC1534", "ABC1F34"],
    ["ABC1934", "ABC1J34"],
  ])("turns the 5th digit into the letter at the same position: %s → %s", (old, mercosul) => {
    expect(convertPlate(old)).toBe(mercosul);
    expect(convertPlate(mercosul)).toBe(old);
  });

  it("has no equivalent for a Mercosul letter beyond J or an invalid plate", () => {
    expect(convertPlate("ABC1K34")).toBeNull();
    expect(convertPlate("ABCDEFG")).toBeNull();
  });
});

describe("displayPlate", () => {
  it("writes the old format with a hyphen and Mercosul without", () => {
    expect(displayPlate("ABC1234")).toBe("ABC-1234");
    expect(displayPlate("ABC1C34")).toBe("ABC1C34");
  });
});

describe("first registration by letter series", () => {
  it.each([
    ["AAA0001", "PR"],
    ["BEZ9999", "PR"],
    ["BFA0001", "SP"],
    ["GKI1234", "SP"],
    ["GKJ1234", "MG"],
    ["KMF1234", "RJ"],
    ["LVE9999", "RJ"],
    ["JDP1234", "DF"],
    ["NQL1234", "CE"],
    ["NRE1234", "CE"],
    ["KMF1C34", "RJ"],
  ])("%s was first registered in %s", (plate, state) => {
    expect(firstRegistrationSeries(plate)?.state).toBe(state);
  });

  it("says nothing for series after the ordered table or invalid plates", () => {
    expect(firstRegistrationSeries("NRF1234")).toBeUndefined();
    expect(firstRegistrationSeries("RXY1A23")).toBeUndefined();
    expect(firstRegistrationSeries("ABCDEFG")).toBeUndefined();
  });

  it("lists series in order with no gap and no overlap", () => {
    const next = (letters: string): string => {
      const chars = [...letters];
      for (let i = chars.length - 1; i >= 0; i--) {
        if (chars[i] !== "Z") {
          chars[i] = String.fromCharCode(chars[i]!.charCodeAt(0) + 1);
          return chars.join("");
        }
        chars[i] = "A";
      }
      throw new Error("overflow");
    };
    expect(plateSeries[0]?.first).toBe("AAA");
    plateSeries.forEach((series, i) => {
      expect(series.first <= series.last).toBe(true);
      const following = plateSeries[i + 1];
      if (following) expect(following.first).toBe(next(series.last));
    });
  });
});
