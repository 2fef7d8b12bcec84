import styles from "./perk-list.module.css";

/** Benefits with a check mark each (the sign-in promo, the subscribe dialog). */
export function PerkList({ perks }: { perks: readonly string[] }) {
  return (
    <ul className={styles.perks}>
      {perks.map((perk) => (
        <li key={perk}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {perk}
        </li>
      ))}
    </ul>
  );
}
