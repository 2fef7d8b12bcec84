import type { ReactNode } from "react";
import type { ProseTools, StaticPageWords } from "../../prose";

const title = "Maintenance";
const description = "We are carrying out scheduled maintenance and will be back soon.";

// No "Go to Home" link: in maintenance mode every page leads back here.
function content(tools: ProseTools): ReactNode {
  const { SupportEmailLink, prose } = tools;
  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">We&apos;ll Be Back Soon!</h1>
      <p className={prose.lead}>
        Our site is currently undergoing scheduled maintenance. Thank you for your patience. All operations are
        temporarily disabled.
      </p>
      <p>
        Need help in the meantime? Write to <SupportEmailLink />.
      </p>
    </article>
  );
}

export const maintenance: StaticPageWords<ReactNode> = { title, description, body: content };
