"use client";

import { useId } from "react";
import { canUseCategory, canUseSpread, type Viewer } from "@/lib/tarot/access";
import { CATEGORIES, type CategoryId } from "@/lib/tarot/categories";
import { SPREADS, type SpreadId } from "@/lib/tarot/spreads";
import styles from "./reading-options.module.css";

type Props = {
  viewer: Viewer;
  type: SpreadId;
  category: CategoryId;
  locked: boolean;
  onTypeChange: (type: SpreadId) => void;
  onCategoryChange: (category: CategoryId) => void;
};

type Choice = { id: string; label: string; usable: boolean };

/** A premium choice the viewer cannot use: shown with a lock, named "(Premium)" for screen readers, not selectable. */
function ChoiceOption({ id, label, usable }: Choice) {
  if (usable) return <option value={id}>{label}</option>;
  return (
    <option value={id} disabled aria-label={`${label} (Premium)`}>
      {`🔒 ${label}`}
    </option>
  );
}

/** Spec §2: the 'Type' and 'Category' dropdowns; the reading machine coerces premium choices anyway. */
export function ReadingOptions({ viewer, type, category, locked, onTypeChange, onCategoryChange }: Props) {
  const typeId = useId();
  const categoryId = useId();
  const hintId = useId();
  const hasLockedChoices = viewer !== "subscribed";

  return (
    <div className={styles.options}>
      <div className={styles.field}>
        <label htmlFor={typeId} className={styles.label}>
          Type
        </label>
        <select
          id={typeId}
          className={styles.select}
          value={type}
          disabled={locked}
          aria-describedby={hasLockedChoices ? hintId : undefined}
          onChange={(event) => {
            const spread = SPREADS.find((candidate) => candidate.id === event.target.value);
            if (spread) onTypeChange(spread.id);
          }}
        >
          {SPREADS.map((spread) => (
            <ChoiceOption key={spread.id} id={spread.id} label={spread.label} usable={canUseSpread(viewer, spread.id)} />
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={categoryId} className={styles.label}>
          Category
        </label>
        <select
          id={categoryId}
          className={styles.select}
          value={category}
          disabled={locked}
          aria-describedby={hasLockedChoices ? hintId : undefined}
          onChange={(event) => {
            const choice = CATEGORIES.find((candidate) => candidate.id === event.target.value);
            if (choice) onCategoryChange(choice.id);
          }}
        >
          {CATEGORIES.map((choice) => (
            <ChoiceOption key={choice.id} id={choice.id} label={choice.label} usable={canUseCategory(viewer, choice.id)} />
          ))}
        </select>
      </div>
      {hasLockedChoices ? (
        <p id={hintId} className="visually-hidden">
          Options marked 🔒 are Premium.
        </p>
      ) : null}
    </div>
  );
}
