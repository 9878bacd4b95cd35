import { describe, expect, it } from "vitest";
import { isAllowedPushEndpoint } from "./endpoint";

describe("push service addresses a subscription may name", () => {
  it("accepts the browsers' push services over https", () => {
    expect(isAllowedPushEndpoint("https://fcm.googleapis.com/fcm/send/abc:def")).toBe(true);
    expect(isAllowedPushEndpoint("https://updates.push.services.mozilla.com/wpush/v2/gAAA")).toBe(true);
    expect(isAllowedPushEndpoint("https://web.push.apple.com/QGk")).toBe(true);
    expect(isAllowedPushEndpoint("https://wns2-par02p.notify.windows.com/w/?token=x")).toBe(true);
  });

  it("refuses any other address, http, other ports and look-alike hosts", () => {
    expect(isAllowedPushEndpoint("http://fcm.googleapis.com/fcm/send/x")).toBe(false);
    expect(isAllowedPushEndpoint("https://fcm.googleapis.com:8443/x")).toBe(false);
    expect(isAllowedPushEndpoint("https://fcm.googleapis.com.evil.test/x")).toBe(false);
    expect(isAllowedPushEndpoint("https://evilnotify.windows.com.test/x")).toBe(false);
    expect(isAllowedPushEndpoint("http://127.0.0.1:5432/")).toBe(false);
    expect(isAllowedPushEndpoint("https://user:pw@fcm.googleapis.com/x")).toBe(false);
    expect(isAllowedPushEndpoint("not a url")).toBe(false);
    expect(isAllowedPushEndpoint(`https://fcm.googleapis.com/${"x".repeat(1000)}`)).toBe(false);
  });

  it("accepts the one extra origin the configuration names", () => {
    expect(isAllowedPushEndpoint("http://127.0.0.1:4100/push/1", "http://127.0.0.1:4100")).toBe(true);
    expect(isAllowedPushEndpoint("http://127.0.0.1:4101/push/1", "http://127.0.0.1:4100")).toBe(false);
  });
});
