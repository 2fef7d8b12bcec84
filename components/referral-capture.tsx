"use client";

import { useEffect } from "react";
import { captureReferral } from "@/lib/client/referral";

/** Keeps the code of a `?ref=` link for the next sign-in, on whichever page the link opens. */
export function ReferralCapture() {
  useEffect(() => captureReferral(window.location, window.history), []);
  return null;
}
