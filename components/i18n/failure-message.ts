"use client";

import { failureMessage, type Broken, type Refused } from "@/lib/client/api-result";
import { fill } from "@/lib/i18n/fill";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { FREE_READINGS_PER_MONTH } from "@/lib/tarot/entitlements";
import { useLocale, useMessages } from "./messages-provider";

/**
 * `failureMessage` in the page's language: an English page shows the server's own sentence (the API's
 * words are English, and can say more than a code); another language says the code's words from its
 * catalog. The API keeps its codes either way.
 */
export function useFailureMessage(): (failure: Refused | Broken, messages: { broken: string; unreachable?: string }) => string {
  const locale = useLocale();
  const { errors } = useMessages();
  if (locale === DEFAULT_LOCALE) return failureMessage;
  const refusals = { ...errors, quota_exceeded: fill(errors.quota_exceeded, { free: FREE_READINGS_PER_MONTH }) };
  return (failure, messages) => failureMessage(failure, messages, refusals);
}
