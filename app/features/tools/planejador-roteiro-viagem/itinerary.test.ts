import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDatePtBR, formatWeekdayPtBR, parseIsoDate } from "./calendar-date";
import {
  addItem,
  buildDays,
  countDays,
  MAX_TRIP_DAYS,
  parseStoredItinerary,
  readStructure,
  removeItem,
  serializeItinerary,
  type ItineraryDay,
} from "./itinerary";

// Node applies a new process.env.TZ immediately, so each block really runs in
// that zone; the offset check proves it (a wrong zone would make it fail).
const zones = [
  { zone: "America/Sao_Paulo", offsetMinutes: 180 },
  { zone: "Asia/Tokyo", offsetMinutes: -540 },
  { zone: "UTC", offsetMinutes: 0 },
  { zone: "America/New_York", offsetMinutes: 300 },
];

describe.each(zones)("dates in $zone", ({ zone, offsetMinutes }) => {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = previous;
  });

  it("runs in the intended zone", () => {
    expect(new Date(2026, 10, 21, 12).getTimezoneOffset()).toBe(offsetMinutes);
  });

  it.each([
    ["2026-11-21", "2026-11-21", 1],
    ["2026-11-21", "2026-11-22", 2],
    ["2026-11-21", "2026-11-28", 8],
    ["2026-11-28", "2026-11-21", 8],
    ["2026-12-30", "2027-01-02", 4],
    ["2028-02-28", "2028-03-01", 3],
    // Brazil has no DST now, but the US and Europe do: a trip across a change still counts whole days.
    ["2026-03-07", "2026-03-09", 3],
    ["2026-10-24", "2026-10-26", 3],
  ])("%s to %s is %i day(s)", (start, end, days) => {
    expect(countDays(start, end)).toBe(days);
    expect(buildDays(start, end)).toHaveLength(days);
  });

  it("labels a trip starting 2026-11-21 with 21/11 and the following days in order", () => {
    const days = buildDays("2026-11-21", "2026-11-23") ?? [];
    expect(days.map((day) => day.dia)).toEqual([1, 2, 3]);
    expect(days.map((day) => formatDatePtBR(day.data))).toEqual(["21/11/2026", "22/11/2026", "23/11/2026"]);
    expect(days.map((day) => formatWeekdayPtBR(day.data))).toEqual(["sábado", "domingo", "segunda-feira"]);
  });

  it("starts from the earlier date when the dates are typed in reverse", () => {
    const days = buildDays("2027-01-02", "2026-12-31") ?? [];
    expect(days.map((day) => formatDatePtBR(day.data))).toEqual(["31/12/2026", "01/01/2027", "02/01/2027"]);
  });

  // Issue 14: the end date typed before the start date is the same trip of 8 days.
  it("makes the 8 days from 21/11 to 28/11 when the start is 28/11 and the end 21/11", () => {
    const days = buildDays("2026-11-28", "2026-11-21") ?? [];
    expect(days.map((day) => day.dia)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(days.map((day) => formatDatePtBR(day.data))).toEqual([
      "21/11/2026",
      "22/11/2026",
      "23/11/2026",
      "24/11/2026",
      "25/11/2026",
      "26/11/2026",
      "27/11/2026",
      "28/11/2026",
    ]);
  });

  it("crosses month ends and leap days", () => {
    const days = buildDays("2028-02-28", "2028-03-01") ?? [];
    expect(days.map((day) => formatDatePtBR(day.data))).toEqual(["28/02/2028", "29/02/2028", "01/03/2028"]);
  });
});

describe("structure creation", () => {
  it.each([
    ["", "2026-11-21"],
    ["2026-11-21", ""],
    ["", ""],
    ["2026-02-30", "2026-03-02"],
    ["21/11/2026", "2026-11-22"],
  ])("does nothing unless both dates are real dates (%j, %j)", (start, end) => {
    expect(buildDays(start, end)).toBeNull();
    expect(countDays(start, end)).toBeNull();
  });

  it("rejects impossible calendar dates", () => {
    expect(parseIsoDate("2026-13-01")).toBeNull();
    expect(parseIsoDate("2027-02-29")).toBeNull();
    expect(parseIsoDate("2028-02-29")).not.toBeNull();
  });

  it("creates days with no items, replacing whatever existed", () => {
    expect((buildDays("2026-11-21", "2026-11-22") ?? []).every((day) => day.itens.length === 0)).toBe(true);
  });
});

describe("readStructure", () => {
  it("builds the empty days a structure form asks for", () => {
    const { itinerary, tooLong } = readStructure(
      new URLSearchParams("destino=+Lisboa+&inicio=2026-11-23&fim=2026-11-21"),
    );
    expect(tooLong).toBeNull();
    expect(itinerary).toMatchObject({ destino: "Lisboa", dataInicio: "2026-11-23", dataFim: "2026-11-21" });
    expect(itinerary?.dias.map((day) => day.data)).toEqual(["2026-11-21", "2026-11-22", "2026-11-23"]);
  });

  it.each(["", "inicio=2026-11-21", "inicio=2026-11-21&fim=", "inicio=21/11/2026&fim=2026-11-22"])(
    "builds nothing from %j, silently",
    (query) => {
      expect(readStructure(new URLSearchParams(query))).toEqual({ itinerary: null, tooLong: null });
    },
  );
});

describe("trip length", () => {
  it("builds a trip of up to a year, a card per day", () => {
    // 2027 is not a leap year: 365 days from 1 January to 31 December.
    expect(buildDays("2027-01-01", "2027-12-31")).toHaveLength(MAX_TRIP_DAYS);
    expect(readStructure(new URLSearchParams("inicio=2027-12-31&fim=2027-01-01")).itinerary?.dias).toHaveLength(365);
  });

  it("refuses a longer one with a message, building nothing, even across ten millennia", () => {
    expect(buildDays("2027-01-01", "2028-01-01")).toBeNull();
    expect(readStructure(new URLSearchParams("destino=x&inicio=2027-01-01&fim=2028-01-01"))).toEqual({
      itinerary: null,
      tooLong: "O roteiro vai até 365 dias, e essas datas somam 366 dias. Escolha datas mais próximas.",
    });
    expect(readStructure(new URLSearchParams("destino=x&inicio=0100-01-01&fim=9999-12-31"))).toEqual({
      itinerary: null,
      tooLong: "O roteiro vai até 365 dias, e essas datas somam 3.615.900 dias. Escolha datas mais próximas.",
    });
  });

  it("does not restore a saved itinerary longer than a year", () => {
    const dias = Array.from({ length: MAX_TRIP_DAYS + 1 }, (_, index) => ({
      dia: index + 1,
      data: "2027-01-01",
      itens: [],
    }));
    const raw = JSON.stringify({ destino: "x", dataInicio: "2027-01-01", dataFim: "2028-01-01", dias });
    expect(parseStoredItinerary(raw)).toBeNull();
    expect(
      parseStoredItinerary(JSON.stringify({ destino: "x", dataInicio: "", dataFim: "", dias: dias.slice(1) })),
    ).not.toBeNull();
  });
});

describe("items", () => {
  const base = buildDays("2026-11-21", "2026-11-22") ?? [];

  it("adds an item to the chosen day only, trimming the texts", () => {
    const days = addItem(
      base,
      2,
      { nome: "  Museu do Louvre ", tipo: "atracao", horario: "09:30", notas: " Comprar ingresso antes " },
      1_000,
    );
    expect(days?.[0]?.itens).toEqual([]);
    expect(days?.[1]?.itens).toEqual([
      { id: "1000", nome: "Museu do Louvre", tipo: "atracao", horario: "09:30", notas: "Comprar ingresso antes" },
    ]);
  });

  it.each(["", "   "])("ignores an item whose name is %j", (nome) => {
    expect(addItem(base, 1, { nome, tipo: "restaurante" }, 1_000)).toBeNull();
  });

  it("leaves optional time and notes out when blank", () => {
    const days = addItem(base, 1, { nome: "Check-in", tipo: "hospedagem", horario: "", notas: "  " }, 5);
    expect(days?.[0]?.itens[0]).toEqual({
      id: "5",
      nome: "Check-in",
      tipo: "hospedagem",
      horario: undefined,
      notas: undefined,
    });
  });

  it("orders a day's items by time, untimed ones last in the order added", () => {
    let days: ItineraryDay[] = base;
    const steps = [
      { nome: "Jantar", tipo: "restaurante", horario: "20:00" },
      { nome: "Passeio livre", tipo: "atividade" },
      { nome: "Café da manhã", tipo: "restaurante", horario: "08:00" },
      { nome: "Compras", tipo: "atividade" },
    ] as const;
    steps.forEach((step, index) => {
      days = addItem(days, 1, step, 100 + index) ?? days;
    });
    expect(days[0]?.itens.map((item) => item.nome)).toEqual(["Café da manhã", "Jantar", "Passeio livre", "Compras"]);
  });

  it("gives distinct ids to items added in the same millisecond", () => {
    const once = addItem(base, 1, { nome: "A", tipo: "atividade" }, 42) ?? base;
    const twice = addItem(once, 2, { nome: "B", tipo: "atividade" }, 42) ?? once;
    expect(twice[0]?.itens[0]?.id).toBe("42");
    expect(twice[1]?.itens[0]?.id).toBe("43");
  });

  it("removes only the item with the given id", () => {
    const one = addItem(base, 1, { nome: "A", tipo: "atividade" }, 1) ?? base;
    const two = addItem(one, 1, { nome: "B", tipo: "atividade" }, 2) ?? one;
    expect(removeItem(two, "1")[0]?.itens.map((item) => item.nome)).toEqual(["B"]);
  });
});

describe("saved itinerary", () => {
  it("round-trips through storage", () => {
    const dias =
      addItem(buildDays("2026-11-21", "2026-11-22") ?? [], 1, { nome: "Torre Eiffel", tipo: "atracao" }, 7) ?? [];
    const itinerary = { destino: "Paris", dataInicio: "2026-11-21", dataFim: "2026-11-22", dias };
    expect(parseStoredItinerary(serializeItinerary(itinerary))).toEqual(itinerary);
  });

  it.each([
    null,
    "",
    "not json",
    "{}",
    JSON.stringify({ destino: "X", dataInicio: "", dataFim: "", dias: [{ dia: 1 }] }),
    JSON.stringify({ destino: "X", dataInicio: "", dataFim: "", dias: [{ dia: 1, data: "2026-11-21", itens: [{}] }] }),
    JSON.stringify({
      destino: "X",
      dataInicio: "",
      dataFim: "",
      dias: [{ dia: 1, data: "2026-11-21", itens: [{ id: "1", nome: "Museu", tipo: "museu" }] }],
    }),
    JSON.stringify({ destino: 3, dataInicio: "", dataFim: "", dias: [] }),
  ])("ignores missing or unreadable data (%j)", (raw) => {
    expect(parseStoredItinerary(raw)).toBeNull();
  });
});
