import { describe, expect, it } from "vitest";
import { BLOCKED_MESSAGE, DEVICE_PUSH_LABEL, UNSUPPORTED_MESSAGE } from "@/components/notifications/device-push";
import { INVITED_WELCOME } from "@/components/referral-capture";
import { fill } from "@/lib/i18n/fill";
import { accountEn } from "@/languages/en/messages/account";
import { MISSING_ID_TOKEN_MESSAGE, NONCE_MISMATCH_MESSAGE, POPUP_BLOCKED_MESSAGE, POPUP_CLOSED_MESSAGE } from "@/lib/client/popup-sign-in";
import { FREE_READINGS_PER_MONTH } from "@/lib/tarot/entitlements";
import { REMEMBER_LABEL } from "./remember-switch";

/** The English words exported as constants are the English catalog's (INVITED_WELCOME is written out: the catalog stays off every page's first load). */
describe("the English constants", () => {
  it("are the English catalog's words", () => {
    expect(INVITED_WELCOME).toBe(fill(accountEn.invited.welcome, { free: FREE_READINGS_PER_MONTH }));
    expect(REMEMBER_LABEL).toBe(accountEn.remember.label);
    expect(DEVICE_PUSH_LABEL).toBe(accountEn.devicePush.label);
    expect(UNSUPPORTED_MESSAGE).toBe(accountEn.devicePush.unsupported);
    expect(BLOCKED_MESSAGE).toBe(accountEn.devicePush.blocked);
  });

  it("include the sign-in window's failures, which an English page shows as they are", () => {
    expect(accountEn.signIn.popupBlocked).toBe(POPUP_BLOCKED_MESSAGE);
    expect(accountEn.signIn.popupClosed).toBe(POPUP_CLOSED_MESSAGE);
    expect(accountEn.signIn.nonceMismatch).toBe(NONCE_MISMATCH_MESSAGE);
    expect(accountEn.signIn.missingIdToken).toBe(MISSING_ID_TOKEN_MESSAGE);
  });
});
