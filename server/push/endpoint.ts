/**
 * Which push service addresses a subscription may name. The server posts to
 * whatever address a member's browser gave, so it only accepts the browsers'
 * own push services (Chrome/Edge/Opera/Samsung: FCM; Firefox: Mozilla's;
 * Safari: Apple's; Windows: WNS), over https, plus one origin the
 * configuration adds (PUSH_SERVICE_EXTRA_ORIGIN: tests point it at a fake).
 * Anything else would let a signed-in member make the server call an
 * address of their choosing.
 */

const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "web.push.apple.com",
  ".push.apple.com",
  ".notify.windows.com",
];

/** Longest address accepted: real ones are under 600 characters. */
const ENDPOINT_LIMIT = 1000;

export function isAllowedPushEndpoint(endpoint: string, extraOrigin?: string): boolean {
  if (endpoint.length > ENDPOINT_LIMIT) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigin !== undefined && url.origin === extraOrigin) return true;
  if (url.protocol !== "https:" || url.port !== "") return false;
  return PUSH_SERVICE_HOSTS.some((host) =>
    host.startsWith(".") ? url.hostname.endsWith(host) : url.hostname === host,
  );
}
