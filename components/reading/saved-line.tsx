"use client";

import Link from "next/link";
import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import { pagePath } from "./page-path";
import styles from "./saved-line.module.css";

/** Under a finished reading that was stored (signed in): a quiet word that it waits in the journal. */
export function SavedLine() {
  const { reading } = useMessages();
  const locale = useLocale();
  return (
    <p className={styles.saved}>
      <Link href={pagePath(locale, "/readings")}>{reading.result.saved}</Link>
    </p>
  );
}
