"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useAppState } from "@/components/app-state";

const CHECK_EVERY_MS = 3000;
const CHECKS = 10;

/**
 * While a payment is being confirmed, the success page asks the server again every few seconds; after the
 * last check it says `slow` (the page language's words, with the support address in them).
 */
export function ConfirmingPayment({ slow }: { slow: string }) {
  const router = useRouter();
  const [checks, setChecks] = useState(0);

  useEffect(() => {
    if (checks >= CHECKS) return;
    const timer = setTimeout(() => {
      router.refresh();
      setChecks((count) => count + 1);
    }, CHECK_EVERY_MS);
    return () => clearTimeout(timer);
  }, [checks, router]);

  return checks >= CHECKS ? <p role="status">{slow}</p> : null;
}

/** Once the payment is confirmed, the header and profile read the user again: it is Premium now. */
export function RefreshSignedInUser() {
  const { refreshUser } = useAppState();
  useEffect(() => {
    void refreshUser();
  }, [refreshUser]);
  return null;
}
