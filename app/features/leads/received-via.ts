/**
 * The way a lead came in: a form of the site (a route action), POST /api/leads, or a WhatsApp code in the panel.
 * Stored with the lead (server/db/schema.ts, migration 012); the lead's timeline says it.
 */
export type ReceivedVia = "formulario" | "api" | "whatsapp";
