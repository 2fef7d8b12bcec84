import prose from "@/components/content/prose.module.css";
import { SupportEmailLink } from "@/components/content/support-email-link";

export const title = "Maintenance";
export const description = "We are carrying out scheduled maintenance and will be back soon.";

// No "Go to Home" link: in maintenance mode every page leads back here.
export function Content() {
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
