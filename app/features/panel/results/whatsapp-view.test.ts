import { describe, expect, it } from "vitest";
import { whatsappView } from "./whatsapp-view";

describe("the results page's WhatsApp section", () => {
  it("groups clicks per source and campaign, most clicks first, with the share that became leads", () => {
    const view = whatsappView([
      { channel: "social", source: "facebook", campaign: "", clicks: 1, leads: 0 },
      { channel: "pago", source: "google", campaign: "bf", clicks: 2, leads: 1 },
      { channel: "pago", source: "google", campaign: "natal", clicks: 3, leads: 0 },
    ]);
    expect(view.totals).toEqual({ clicks: 6, leads: 1, share: "17%" });
    expect(view.sources.map((source) => [source.source, source.clicks, source.leads, source.share])).toEqual([
      ["google", 5, 1, "20%"],
      ["facebook", 1, 0, "0%"],
    ]);
    expect(view.sources[0]!.campaigns).toEqual([
      { campaign: "natal", clicks: 3, leads: 0, share: "0%" },
      { campaign: "bf", clicks: 2, leads: 1, share: "50%" },
    ]);
  });

  it("has nothing to show without clicks", () => {
    expect(whatsappView([])).toEqual({ sources: [], totals: { clicks: 0, leads: 0, share: "—" } });
  });
});
