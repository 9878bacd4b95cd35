import { describe, expect, it } from "vitest";
import * as z from "#app/lib/zod";
import { newSubmissionId } from "./submission-id";

describe("newSubmissionId", () => {
  it("makes a different UUID for every submission", () => {
    const ids = new Set(Array.from({ length: 50 }, () => newSubmissionId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(z.uuid().safeParse(id).success).toBe(true);
  });

  it("still makes valid v4 UUIDs where randomUUID is missing (plain HTTP)", () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      const ids = Array.from({ length: 20 }, () => newSubmissionId());
      for (const id of ids) expect(z.uuidv4().safeParse(id).success, id).toBe(true);
      expect(new Set(ids).size).toBe(20);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: original, configurable: true });
    }
  });
});
