import type { AdminActionEntry } from "@/lib/admin/admin-action";
import { utcTime } from "./format";
import styles from "./admin-console.module.css";
import { ScrollingTable } from "./scrolling-table";

const ACTION_NAMES: Record<AdminActionEntry["action"], string> = {
  grant: "Granted readings",
  resync: "Re-synced subscription",
  revoke_sessions: "Signed out everywhere",
};

/** What the action did, in words: "2 readings (now 5)", "role: subscribed", "3 sessions". */
function detailsOf({ action, details }: AdminActionEntry): string {
  if (action === "grant") return `${details.readings} readings (credits now ${details.bonusCredits})`;
  if (action === "resync") return `Role: ${details.role}`;
  return `${details.revoked} sessions ended`;
}

/** The audit rows (who, what, whom, when, why), newest first. */
export function AuditList({ title, actions, headingId, Heading = "h2" }: { title: string; actions: AdminActionEntry[]; headingId: string; Heading?: "h2" | "h4" }) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {actions.length === 0 ? (
        <p className={styles.note}>No actions yet.</p>
      ) : (
        <ScrollingTable label={title}>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Operator</th>
              <th scope="col">Action</th>
              <th scope="col">Customer</th>
              <th scope="col">Reason</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {actions.map((entry) => (
              <tr key={entry.id}>
                <td>{utcTime(entry.createdAt)}</td>
                <td>{entry.adminEmail}</td>
                <th scope="row">{ACTION_NAMES[entry.action]}</th>
                <td>{entry.target?.email ?? "Deleted account"}</td>
                <td>{entry.reason ?? "–"}</td>
                <td>{detailsOf(entry)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      )}
    </section>
  );
}
