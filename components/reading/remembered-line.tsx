import type { Remembered } from "@/lib/readings/remembered";
import { rememberedLine } from "@/lib/readings/remembered-line";
import styles from "./remembered-line.module.css";

/**
 * Under a reading that remembered (docs/product.md#readings-that-remember): 'This reading remembered: …',
 * exactly what its writer was given; nothing at all when nothing was remembered.
 */
export function RememberedLine({ remembered }: { remembered: Remembered | null | undefined }) {
  const line = remembered ? rememberedLine(remembered) : null;
  if (!line) return null;
  return (
    <p className={styles.remembered} data-testid="remembered">
      {line}
    </p>
  );
}
