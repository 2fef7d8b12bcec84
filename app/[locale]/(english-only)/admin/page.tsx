import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { notFoundMetadata } from "@/components/content/not-found-content";
import { AiBudgetView } from "@/components/admin/ai-budget-view";
import { AuditList } from "@/components/admin/audit-list";
import { CustomerView } from "@/components/admin/customer-view";
import { JudgeView } from "@/components/admin/judge-view";
import { NotificationsView } from "@/components/admin/notifications-view";
import { SummaryView } from "@/components/admin/summary-view";
import { utcTime } from "@/components/admin/format";
import styles from "@/components/admin/admin-console.module.css";
import buttonStyles from "@/components/button.module.css";
import { ADMIN_COOKIE, adminFromCookie } from "@/lib/admin/access";
import { aiBudgetFigures } from "@/lib/admin/ai-budget-figures";
import { listAdminActions } from "@/lib/admin/audit";
import { lookUpCustomers } from "@/lib/admin/customer";
import { adminSummary } from "@/lib/admin/summary";
import { judgeFigures } from "@/lib/admin/judge-figures";
import { notificationFigures } from "@/lib/admin/notification-figures";
import { getDb } from "@/db";
import { withoutDetails } from "@/lib/observability/error-summary";
import { CONTROL_CHARACTERS_MESSAGE, isLineText } from "@/lib/text";

const CONSOLE_METADATA: Metadata = {
  title: "Operator console",
  robots: { index: false, follow: false },
};

/** The operator whose cookie this request carries, read once for the metadata and the page. */
const operatorOfThisRequest = cache(async () => adminFromCookie((await cookies()).get(ADMIN_COOKIE)?.value));

// To everyone but an operator this is the not-found page down to its title: a fixed title would
// name the console in every 404 it answers.
export async function generateMetadata(): Promise<Metadata> {
  return (await operatorOfThisRequest()) ? CONSOLE_METADATA : notFoundMetadata("en");
}

/** What the page shows; a failure is thrown on summarised (`withoutDetails`): its query held the looked-up e-mail. */
async function consoleFigures(email: string) {
  const db = await getDb();
  const [summary, budget, judged, notifications, customers, recent] = await Promise.all([
    adminSummary(),
    aiBudgetFigures(db),
    judgeFigures(db),
    notificationFigures(db),
    email === "" ? null : lookUpCustomers(email),
    listAdminActions(),
  ]);
  return { summary, budget, judged, notifications, customers, recent };
}

type Props = { searchParams: Promise<{ email?: string | string[] }> };

/**
 * The operator console (docs/product.md#operator-console), rendered on the server for an operator's
 * session (the cookie they get at sign-in) and for nobody else: to everyone else it is the not-found
 * page. Reading the cookie makes it dynamic, so it is never cached.
 */
export default async function AdminPage({ searchParams }: Props) {
  const operator = await operatorOfThisRequest();
  if (!operator) notFound();

  const asked = (await searchParams).email;
  const lookup = (Array.isArray(asked) ? asked[0] : asked)?.trim() ?? "";
  // An address with a control character is refused here (lib/text.ts), before any query sees it.
  const refused = !isLineText(lookup);
  const email = refused ? "" : lookup;
  const { summary, budget, judged, notifications, customers, recent } = await consoleFigures(email).catch((error: unknown) => {
    throw withoutDetails(error);
  });

  return (
    <div className={styles.console}>
      <header className={styles.header}>
        <h1>Operator console</h1>
        <p className={styles.note}>
          Signed in as {operator.email}. Figures as of {utcTime(summary.generatedAt)}.
        </p>
      </header>
      <SummaryView summary={summary} />
      <AiBudgetView figures={budget} />
      <JudgeView figures={judged} />
      <NotificationsView figures={notifications} />
      <section className={styles.section} aria-labelledby="lookup-title">
        <h2 id="lookup-title">A customer</h2>
        <form className={styles.lookup} method="get" action="/admin">
          <label htmlFor="lookup-email">Customer e-mail</label>
          <input id="lookup-email" name="email" type="email" defaultValue={email} required autoComplete="off" />
          <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
            Look up
          </button>
        </form>
        {refused && <p role="alert">{`Invalid email: ${CONTROL_CHARACTERS_MESSAGE}.`}</p>}
        {customers?.length === 0 && <p role="status">No customer has the e-mail {email}.</p>}
        {customers?.map((customer) => <CustomerView key={customer.id} customer={customer} />)}
      </section>
      <AuditList title="Recent actions" actions={recent} headingId="recent-actions" />
    </div>
  );
}
