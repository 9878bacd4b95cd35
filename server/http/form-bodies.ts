import type { RequestHandler } from "express";
import { setCache } from "./cache";

/** The bodies a route action reads with `request.formData()`: what an HTML form sends. */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * 415 for a post to a route action whose body is not a form (JSON, plain text,
 * no Content-Type): `request.formData()` throws on those, which the actions
 * would answer as a server error. Every page's and the panel's forms post
 * one of FORM_TYPES, with or without JavaScript; the lead API (JSON) is
 * mounted before this.
 */
export function formBodiesOnly(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    if (FORM_TYPES.includes(type)) return next();
    setCache(res, "noStore");
    res
      .status(415)
      .set("Accept-Post", FORM_TYPES.join(", "))
      .type("text/plain; charset=utf-8")
      .send("Envie os dados pelo formulário da página.");
  };
}
