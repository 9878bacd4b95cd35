import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Timeline } from "./timeline";

describe("a lead's timeline", () => {
  it("names a reassignment's alert apart from the lead's own alert", () => {
    const at = Date.parse("2026-11-27T15:00:00Z");
    const delivery = {
      kind: "entrega",
      at,
      destination: "push",
      valueCents: null,
      statusCode: 201,
      error: null,
    } as const;
    render(
      <Timeline
        events={[
          { ...delivery, event: "assigned", outcome: "sent" },
          { ...delivery, event: "lead", outcome: "sent" },
        ]}
        now={at}
        unconfigured={[]}
      />,
    );
    expect(screen.getByText("Alerta no celular, lead atribuído: entregue (código 201).")).toBeInTheDocument();
    expect(screen.getByText("Alerta no celular: entregue (código 201).")).toBeInTheDocument();
  });

  it("names a reassignment's e-mail as the responsible member's, not the team's", () => {
    const at = Date.parse("2026-11-28T15:00:00Z");
    const delivery = { kind: "entrega", at, destination: "email", valueCents: null, error: null } as const;
    render(
      <Timeline
        events={[
          { ...delivery, event: "assigned", outcome: "sent", statusCode: 250 },
          { ...delivery, event: "lead", outcome: "sent", statusCode: 250 },
        ]}
        now={at}
        unconfigured={[]}
      />,
    );
    expect(screen.getByText("E-mail ao responsável, lead atribuído: entregue (código 250).")).toBeInTheDocument();
    expect(screen.getByText("E-mail da equipe: entregue (código 250).")).toBeInTheDocument();
  });
});
