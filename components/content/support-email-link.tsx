import { getConfig } from "@/lib/config";
import styles from "./support-email-link.module.css";

/** The support address as a mailto link whose text is the address itself (server component). */
export function SupportEmailLink() {
  const { supportEmail } = getConfig();
  return (
    <a href={`mailto:${supportEmail}`} className={styles.link}>
      {supportEmail}
    </a>
  );
}
