import Link from "next/link";
import styles from "./saved-line.module.css";

/** Under a finished reading that was stored (signed in): a quiet word that it waits in the journal. */
export function SavedLine() {
  return (
    <p className={styles.saved}>
      <Link href="/readings">Saved to My Readings</Link>
    </p>
  );
}
