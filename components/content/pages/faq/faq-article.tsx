import type { FaqWords } from "@/languages/prose";
import type { Locale } from "@/lib/i18n/locales";
import prose from "@/components/content/prose.module.css";
import styles from "./faq.module.css";

/**
 * The FAQ in any language: one disclosure (`<details>`) per question, then where to write. The ids and
 * classes live here once; each language's folder brings its words (languages/<locale>/pages/faq.tsx).
 */
export function FaqArticle({ words }: { locale: Locale; words: FaqWords }) {
  const { title, lead, faqs, moreTitle, more } = words;
  return (
    <article className={prose.page} aria-labelledby="faq-title">
      <h1 id="faq-title">{title}</h1>
      <p className={prose.lead}>{lead}</p>

      <div className={styles.list}>
        {faqs.map((faq) => (
          <details key={faq.question} className={styles.item}>
            <summary className={styles.question}>{faq.question}</summary>
            <div className={styles.answer}>{faq.answer}</div>
          </details>
        ))}
      </div>

      <section className={styles.more} aria-labelledby="faq-more">
        <h2 id="faq-more">{moreTitle}</h2>
        <p>{more}</p>
      </section>
    </article>
  );
}
