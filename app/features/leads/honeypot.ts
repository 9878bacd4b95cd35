/**
 * Hidden honeypot input, sent inside `data`. People never see it; bots that
 * fill every input do. A filled honeypot gets a success answer and nothing is stored.
 */
export const HONEYPOT_FIELD = "website";
