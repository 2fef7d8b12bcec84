import Link from "next/link";
import buttonStyles from "@/components/button.module.css";
import prose from "./prose.module.css";

/** The 'Go to Home' button that result pages end with (docs/product.md#payment-pages). */
export function GoHomeActions({ label }: { label: string }) {
  return (
    <div className={prose.actions}>
      <Link href="/" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
        {label}
      </Link>
    </div>
  );
}
