import type { ReactNode } from "react";
import styles from "./admin-console.module.css";

/**
 * A console table: a wide one scrolls on its own on a phone, in a region named `label` that a keyboard can
 * focus to scroll it. `caption` names the table itself.
 */
export function ScrollingTable({ label, caption, children }: { label: string; caption?: string; children: ReactNode }) {
  return (
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        {caption === undefined ? null : <caption>{caption}</caption>}
        {children}
      </table>
    </div>
  );
}
