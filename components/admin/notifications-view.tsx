import type { NotificationFigures, NotificationKindFigures } from "@/lib/admin/notification-figures";
import { whole } from "./format";
import styles from "./admin-console.module.css";
import { ScrollingTable } from "./scrolling-table";

const KIND_NAMES: Record<NotificationKindFigures["kind"], string> = { daily_card: "Card of the day", check_in: "Check-in", account: "Account mail" };

/**
 * The notification queue today (docs/product.md#operator-console): per kind, e-mail and push together, how
 * many were sent, how many failed for good after a day of attempts, and how many wait to be sent today.
 */
export function NotificationsView({ figures }: { figures: NotificationFigures }) {
  const caption = "Notifications today";
  return (
    <section className={styles.section} aria-labelledby="notifications-title">
      <h2 id="notifications-title">Notifications</h2>
      <p className={styles.note}>E-mail and push since 00:00 UTC. Failed: given up after a day of attempts. Queued: due before the end of the day, retries included.</p>
      <ScrollingTable label={caption} caption={caption}>
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">Sent</th>
            <th scope="col">Failed</th>
            <th scope="col">Queued</th>
          </tr>
        </thead>
        <tbody>
          {figures.kinds.map(({ kind, sent, failed, queued }) => (
            <tr key={kind}>
              <th scope="row">{KIND_NAMES[kind]}</th>
              <td>{whole(sent)}</td>
              <td>{whole(failed)}</td>
              <td>{whole(queued)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
    </section>
  );
}
