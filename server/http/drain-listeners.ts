import type { RequestHandler, Response } from "express";

type Listener = (...args: unknown[]) => void;

/**
 * Makes `res.once("drain")` and `res.off("drain")` work behind `compression`.
 *
 * compression forwards `res.on("drain")` to its zlib stream but not the
 * removal, so React Router's streaming render, which waits for each drain
 * with `once` and removes the listener with `off`, leaves one listener on the
 * stream per backpressured write: a long page logs "MaxListenersExceededWarning
 * … drain listeners added to [BrotliCompress]" and calls every stale listener
 * on each later drain (expressjs/compression#135, still open). Here the
 * one-off listeners wait in a set behind a single listener registered through
 * `res.on`, so removing them needs nothing from compression. Mounted right
 * after it.
 */
export function oneDrainListener(): RequestHandler {
  return (_req, res, next) => {
    const waiting = new Set<Listener>();
    let registered = false;
    const removeListener = res.removeListener.bind(res);
    const once = res.once.bind(res);

    const dispatch = () => {
      const listeners = [...waiting];
      waiting.clear();
      for (const listener of listeners) listener();
    };

    res.once = function (this: Response, event: string | symbol, listener: Listener) {
      if (event !== "drain") return once(event, listener);
      waiting.add(listener);
      if (!registered) {
        registered = true;
        res.on("drain", dispatch);
      }
      return this;
    } as Response["once"];

    res.removeListener = function (this: Response, event: string | symbol, listener: Listener) {
      if (event === "drain" && waiting.delete(listener)) return this;
      return removeListener(event, listener);
    } as Response["removeListener"];
    res.off = res.removeListener;

    next();
  };
}
