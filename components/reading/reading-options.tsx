"use client";

import { useId } from "react";
import buttonStyles from "@/components/button.module.css";
import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import { LockMark } from "@/components/lock-mark";
import { fill } from "@/lib/i18n/fill";
import { canUseCategory, canUseSpread, canUseVoice, hasPremiumAccess, type Viewer } from "@/lib/tarot/entitlements";
import { CATEGORIES, type CategoryId } from "@/lib/tarot/categories";
import { premiumNote } from "@/lib/tarot/premium-note";
import { SPREADS, type SpreadId } from "@/lib/tarot/spreads";
import { VOICE_CHOICES, type Voice } from "@/lib/tarot/voices";
import { premiumNoteWords, spreadName, type ReadingWords } from "./words";
import styles from "./reading-options.module.css";

type Props = {
  viewer: Viewer;
  type: SpreadId;
  category: CategoryId;
  voice: Voice;
  locked: boolean;
  onTypeChange: (type: SpreadId) => void;
  onCategoryChange: (category: CategoryId) => void;
  onVoiceChange: (voice: Voice) => void;
  /** Where a visitor who wants the locked options goes (sign-in, the profile, later the subscribe dialog). */
  onUpgrade: () => void;
};

type Choice<Id extends string> = { id: Id; label: string; usable: boolean };

/** A premium choice the viewer cannot use: shown with a lock, named "(Premium)" for screen readers, not selectable. */
function ChoiceOption<Id extends string>({ id, label, usable, words }: Choice<Id> & { words: ReadingWords["options"] }) {
  if (usable) return <option value={id}>{label}</option>;
  return (
    <option value={id} disabled aria-label={fill(words.lockedLabel, { label })}>
      {fill(words.lockedOption, { label })}
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
  className,
}: {
  label: string;
  value: Id;
  choices: Choice<Id>[];
  locked: boolean;
  describedBy: string | undefined;
  onChange: (id: Id) => void;
  /** Where the field sits in the options' grid, for the fields that have a place of their own. */
  className?: string;
}) {
  const { reading } = useMessages();
  const selectId = useId();
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
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
          <ChoiceOption key={choice.id} {...choice} words={reading.options} />
        ))}
      </select>
    </div>
  );
}

/** The 'Type', 'Voice' and 'Category' dropdowns; the reading machine coerces premium choices anyway. */
export function ReadingOptions({ viewer, type, category, voice, locked, onTypeChange, onCategoryChange, onVoiceChange, onUpgrade }: Props) {
  const { reading, categories } = useMessages();
  const locale = useLocale();
  const words = reading.options;
  const hintId = useId();
  const hasLockedChoices = !hasPremiumAccess(viewer);
  const describedBy = hasLockedChoices ? hintId : undefined;

  return (
    <div className={styles.options}>
      <ChoiceSelect
        label={words.type}
        value={type}
        choices={SPREADS.map((spread) => ({ id: spread.id, label: spreadName(reading, spread), usable: canUseSpread(viewer, spread.id) }))}
        locked={locked}
        describedBy={describedBy}
        onChange={onTypeChange}
        className={styles.type}
      />
      <ChoiceSelect
        label={words.voice}
        value={voice}
        choices={VOICE_CHOICES.map((choice) => ({ id: choice.id, label: reading.voices[choice.id], usable: canUseVoice(viewer, choice.id) }))}
        locked={locked}
        describedBy={describedBy}
        onChange={onVoiceChange}
      />
      <ChoiceSelect
        label={words.category}
        value={category}
        choices={CATEGORIES.map((choice) => ({ id: choice.id, label: categories[choice.id], usable: canUseCategory(viewer, choice.id) }))}
        locked={locked}
        describedBy={describedBy}
        onChange={onCategoryChange}
      />
      {/* The same box for every viewer, so a subscriber's session arriving after the first paint moves nothing. */}
      <div className={styles.premium}>
        {hasLockedChoices ? (
          <>
            <p id={hintId} className={styles.premiumText}>
              <LockMark />
              {premiumNote(premiumNoteWords(reading, locale))}
            </p>
            <button type="button" className={`${buttonStyles.button} ${styles.premiumButton}`} onClick={onUpgrade}>
              {words.unlock}
            </button>
          </>
        ) : (
          <p className={styles.premiumText}>{words.subscribed}</p>
        )}
      </div>
    </div>
  );
}
