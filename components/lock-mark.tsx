import styles from "./lock-mark.module.css";

/** The lock of the 🔒 premium choices, drawn: not every system has an emoji font. Decorative: say "(Premium)" in words beside it. */
export function LockMark() {
  return (
    <svg className={styles.lock} width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 10V7a5 5 0 0 1 10 0v3" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      <rect x="4.5" y="10" width="15" height="11" rx="2.5" fill="currentColor" />
    </svg>
  );
}
