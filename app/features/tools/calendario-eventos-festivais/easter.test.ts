import { describe, expect, it } from "vitest";
import { easterSunday, FIRST_GREGORIAN_YEAR } from "./easter";

/**
 * Western Easter Sunday 2000–2050 as published in the standard tables
 * (Astronomical Society of South Australia's Easter dates list; the same
 * table backs python-dateutil's tests), typed here as data: "MM-DD" by year.
 */
const PUBLISHED_EASTER: Record<number, string> = {
  2000: "04-23",
  2001: "04-15",
  2002: "03-31",
  2003: "04-20",
  2004: "04-11",
  2005: "03-27",
  2006: "04-16",
  2007: "04-08",
  2008: "03-23",
  2009: "04-12",
  2010: "04-04",
  2011: "04-24",
  2012: "04-08",
  2013: "03-31",
  2014: "04-20",
  2015: "04-05",
  2016: "03-27",
  2017: "04-16",
  2018: "04-01",
  2019: "04-21",
  2020: "04-12",
  2021: "04-04",
  2022: "04-17",
  2023: "04-09",
  2024: "03-31",
  2025: "04-20",
  2026: "04-05",
  2027: "03-28",
  2028: "04-16",
  2029: "04-01",
  2030: "04-21",
  2031: "04-13",
  2032: "03-28",
  2033: "04-17",
  2034: "04-09",
  2035: "03-25",
  2036: "04-13",
  2037: "04-05",
  2038: "04-25",
  2039: "04-10",
  2040: "04-01",
  2041: "04-21",
  2042: "04-06",
  2043: "03-29",
  2044: "04-17",
  2045: "04-09",
  2046: "03-25",
  2047: "04-14",
  2048: "04-05",
  2049: "04-18",
  2050: "04-10",
};

describe("easterSunday", () => {
  it("covers every year of the published table", () => {
    expect(Object.keys(PUBLISHED_EASTER)).toHaveLength(51);
  });

  it.each(Object.entries(PUBLISHED_EASTER))("matches the published date for %s", (year, monthDay) => {
    expect(easterSunday(Number(year))).toBe(`${year}-${monthDay}`);
  });

  it("always falls on a Sunday between 22 March and 25 April", () => {
    for (let year = 1900; year <= 2200; year++) {
      const date = easterSunday(year);
      expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(0);
      expect(date.slice(5) >= "03-22" && date.slice(5) <= "04-25").toBe(true);
    }
  });

  it("rejects years outside the Gregorian calendar", () => {
    expect(() => easterSunday(FIRST_GREGORIAN_YEAR - 1)).toThrow(RangeError);
    expect(() => easterSunday(2024.5)).toThrow(RangeError);
  });
});
