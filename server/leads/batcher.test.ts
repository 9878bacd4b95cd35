import { describe, expect, it } from "vitest";
import { isStorageUnavailable } from "../db/errors";
import { Batcher } from "./batcher";

function coded(code: string, message = code): Error {
  return Object.assign(new Error(message), { code });
}

describe("Batcher", () => {
  it("writes items handed in together as one batch", async () => {
    const batches: number[][] = [];
    const batcher = new Batcher<number, number>(async (items) => {
      batches.push(items);
      return items.map((item) => item * 10);
    });
    expect(await Promise.all([batcher.add(1), batcher.add(2), batcher.add(3)])).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("retries a batch item by item when one item is bad, failing only that one", async () => {
    const calls: number[][] = [];
    const batcher = new Batcher<number, number>(
      async (items) => {
        calls.push(items);
        if (items.includes(2)) throw coded("23505", "duplicate key");
        return items;
      },
      { isolate: (error) => !isStorageUnavailable(error) },
    );
    const results = await Promise.allSettled([batcher.add(1), batcher.add(2), batcher.add(3)]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(calls).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it("fails the whole batch at once when the database is locked or unreachable", async () => {
    for (const error of [coded("SQLITE_BUSY", "database is locked"), coded("57P01"), coded("ECONNREFUSED")]) {
      let calls = 0;
      const batcher = new Batcher<number, number>(
        async () => {
          calls += 1;
          throw error;
        },
        { isolate: (failure) => !isStorageUnavailable(failure) },
      );
      const results = await Promise.allSettled([batcher.add(1), batcher.add(2), batcher.add(3)]);
      expect(results.every((result) => result.status === "rejected")).toBe(true);
      expect(calls, error.message).toBe(1);
    }
  });
});

describe("isStorageUnavailable", () => {
  it("tells a locked or unreachable database from a bad row", () => {
    expect(isStorageUnavailable(coded("SQLITE_BUSY"))).toBe(true);
    expect(isStorageUnavailable(coded("SQLITE_IOERR_WRITE"))).toBe(true);
    expect(isStorageUnavailable(coded("08006"))).toBe(true);
    expect(isStorageUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isStorageUnavailable(new Error("driver has already been destroyed"))).toBe(true);
    expect(isStorageUnavailable(coded("SQLITE_CONSTRAINT_UNIQUE"))).toBe(false);
    expect(isStorageUnavailable(coded("22P05", "unsupported Unicode escape sequence"))).toBe(false);
    expect(isStorageUnavailable("not an error")).toBe(false);
  });
});
