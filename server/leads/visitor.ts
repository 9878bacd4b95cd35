import { isIP } from "node:net";
import { cleanLine } from "#app/features/leads/sanitize";

/**
 * The visitor's browser and address as stored with a lead: a form request's own, or what POST /api/leads
 * declares (`userAgent`, `ip`), since that request comes from the integration's server, whose headers and
 * address describe the server, not the person. They are what Meta's website event carries (client_user_agent,
 * client_ip_address). Like attribution, an unusable value is dropped and never costs a lead.
 */

const USER_AGENT_LIMIT = 512;

/** A user agent as stored: one line of text, at most USER_AGENT_LIMIT characters; null when there is none. */
export function storedUserAgent(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = cleanLine(value).slice(0, USER_AGENT_LIMIT);
  return text === "" ? null : text;
}

/** An IPv4 or IPv6 address as written, else null. */
export function storedIp(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const address = value.trim();
  return isIP(address) === 0 ? null : address;
}

const INTEGRATION_LIMIT = 60;

/**
 * The integration a POST /api/leads request names ("RD Station", "n8n"), for the lead page: one line of text, at
 * most INTEGRATION_LIMIT characters; null when there is none. Like the rest, never a reason to refuse a lead.
 */
export function storedIntegration(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = cleanLine(value).replace(/\s+/g, " ").slice(0, INTEGRATION_LIMIT).trim();
  return text === "" ? null : text;
}
