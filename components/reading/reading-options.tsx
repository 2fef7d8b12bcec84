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

type Choice<Id extends string> = { id: Id; label: string; usable: boolean };

/** A premium choice the viewer cannot use: shown with a lock, named "(Premium)" for screen readers, not selectable. */
function ChoiceOption<Id extends string>({ id, label, usable }: Choice<Id>) {
  if (usable) return <option value={id}>{label}</option>;
  return (
    <option value={id} disabled aria-label={`${label} (Premium)`}>
      {`🔒 ${label}`}
    </option>
  );
}

/** One labelled dropdown of choices, some of which may be locked. */
function ChoiceSelect<Id extends string>({
  label,
  value,
  choices,
  locked,
  describedBy,
  onChange,
}: {
  label: string;
  value: Id;
  choices: Choice<Id>[];
  locked: boolean;
  describedBy: string | undefined;
  onChange: (id: Id) => void;
}) {
  const selectId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <select
        id={selectId}
        className={styles.select}
        value={value}
        disabled={locked}
        aria-describedby={describedBy}
        onChange={(event) => {
          const choice = choices.find((candidate) => candidate.id === event.target.value);
          if (choice) onChange(choice.id);
        }}
      >
        {choices.map((choice) => (
          <ChoiceOption key={choice.id} {...choice} />
        ))}
      </select>
    </div>
  );
}

/** Spec §2: the 'Type' and 'Category' dropdowns; the reading machine coerces premium choices anyway. */
export function ReadingOptions({ viewer, type, category, locked, onTypeChange, onCategoryChange }: Props) {
  const hintId = useId();
  const hasLockedChoices = viewer !== "subscribed";
  const describedBy = hasLockedChoices ? hintId : undefined;

  return (
    <div className={styles.options}>
      <ChoiceSelect
        label="Type"
        value={type}
        choices={SPREADS.map((spread) => ({ id: spread.id, label: spread.label, usable: canUseSpread(viewer, spread.id) }))}
        locked={locked}
        describedBy={describedBy}
        onChange={onTypeChange}
      />
      <ChoiceSelect
        label="Category"
        value={category}
        choices={CATEGORIES.map((choice) => ({ id: choice.id, label: choice.label, usable: canUseCategory(viewer, choice.id) }))}
        locked={locked}
        describedBy={describedBy}
        onChange={onCategoryChange}
      />
      {hasLockedChoices ? (
        <p id={hintId} className="visually-hidden">
          Options marked 🔒 are Premium.
        </p>
      ) : null}
    </div>
  );
}
