import { PLAN_NAME } from "@/components/billing/price";
import type { CustomerEntry } from "@/lib/admin/customer-response";
import { AuditList } from "./audit-list";
import { CustomerActions } from "./customer-actions";
import { utcTime, whole } from "./format";
import styles from "./admin-console.module.css";
import { ScrollingTable } from "./scrolling-table";

/** One customer as support needs them: account, plan, counts, sessions, actions; never what they asked or read. */
export function CustomerView({ customer }: { customer: CustomerEntry }) {
  const headingId = `customer-${customer.id}`;
  const plan = customer.subscriptions[0];
  return (
    <article className={styles.customer} aria-labelledby={headingId}>
      <h3 id={headingId}>{customer.email}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>Plan</dt>
          <dd>{customer.role === "subscribed" ? PLAN_NAME : "Free"}</dd>
        </div>
        <div>
          <dt>Subscription</dt>
          <dd>
            {plan
              ? `${plan.status}${plan.currentPeriodEnd ? `, period ends ${utcTime(plan.currentPeriodEnd)}` : ""}${plan.cancelAtPeriodEnd ? ", cancels at period end" : ""}`
              : "None"}
          </dd>
        </div>
        <div>
          <dt>Readings this month</dt>
          <dd>
            {whole(customer.readingsThisMonth)} kept, {whole(customer.identityReadingsThisMonth)} counted for the identity
          </dd>
        </div>
        <div>
          <dt>Bonus credits</dt>
          <dd>{whole(customer.bonusCredits)}</dd>
        </div>
        <div>
          <dt>Referrals</dt>
          <dd>
            {whole(customer.referrals.made)} made, {whole(customer.referrals.credited)} credited{customer.referrals.referred ? "; was referred" : ""}
          </dd>
        </div>
        <div>
          <dt>Customer since</dt>
          <dd>{utcTime(customer.createdAt)}</dd>
        </div>
        <div>
          <dt>Billing customer</dt>
          <dd>{customer.billingCustomerId ?? "None yet"}</dd>
        </div>
      </dl>
      <ScrollingTable label={`Sessions of ${customer.email}`} caption="Sessions">
        <thead>
          <tr>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {customer.sessions.map((session) => (
            <tr key={session.createdAt + session.expiresAt}>
              <td>{utcTime(session.createdAt)}</td>
              <td>{utcTime(session.lastUsedAt)}</td>
              <td>{session.live ? `Live until ${utcTime(session.expiresAt)}` : session.revokedAt ? `Ended ${utcTime(session.revokedAt)}` : "Expired"}</td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
      <CustomerActions userId={customer.id} email={customer.email} />
      <AuditList title={`Actions on ${customer.email}`} actions={customer.actions} headingId={`${headingId}-actions`} Heading="h4" />
    </article>
  );
}
