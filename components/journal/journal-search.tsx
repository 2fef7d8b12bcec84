"use client";

import { useId, useState } from "react";
import buttonStyles from "@/components/button.module.css";
import { useMessages } from "@/components/i18n/messages-provider";
import { QUESTION_MAX_LENGTH } from "@/lib/tarot/question";
import styles from "./journal.module.css";

/** A search is at most as long as a question, as the server takes it. */
const SEARCH_MAX_LENGTH = QUESTION_MAX_LENGTH;

/**
 * 'Search your readings' (docs/product.md#my-readings): words looked for in the questions and the
 * interpretations. `search` is the one the list shows (null for every reading); 'Clear' goes back to all.
 */
export function JournalSearch({ search, onSearch }: { search: string | null; onSearch: (q: string | null) => void }) {
  const { journal } = useMessages();
  const [draft, setDraft] = useState(search ?? "");
  const inputId = useId();
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        const words = draft.trim();
        onSearch(words === "" ? null : words);
      }}
    >
      <label htmlFor={inputId}>{journal.search.label}</label>
      <div className={styles.searchRow}>
        <input id={inputId} type="search" value={draft} maxLength={SEARCH_MAX_LENGTH} onChange={(event) => setDraft(event.target.value)} />
        <button type="submit" className={buttonStyles.button}>
          {journal.search.submit}
        </button>
        {search !== null ? (
          <button
            type="button"
            className={buttonStyles.button}
            onClick={() => {
              setDraft("");
              onSearch(null);
            }}
          >
            {journal.search.clear}
          </button>
        ) : null}
      </div>
    </form>
  );
}
