"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useAppState } from "@/components/app-state";
import { useMessages } from "@/components/i18n/messages-provider";
import { fill } from "@/lib/i18n/fill";

const CHECK_EVERY_MS = 3000;
const CHECKS = 10;

/** While a payment is being confirmed, the success page asks the server again every few seconds. */
export function ConfirmingPayment({ supportEmail }: { supportEmail: string }) {
  const router = useRouter();
  const { account } = useMessages();
  const [checks, setChecks] = useState(0);

  useEffect(() => {
    if (checks >= CHECKS) return;
    const timer = setTimeout(() => {
      router.refresh();
      setChecks((count) => count + 1);
    }, CHECK_EVERY_MS);
    return () => clearTimeout(timer);
  }, [checks, router]);

  return checks >= CHECKS ? <p role="status">{fill(account.payment.pending.slow, { email: supportEmail })}</p> : null;
}

/** Once the payment is confirmed, the header and profile read the user again: it is Premium now. */
export function RefreshSignedInUser() {
  const { refreshUser } = useAppState();
  useEffect(() => {
    void refreshUser();
  }, [refreshUser]);
  return null;
}
