"use client";

import { useId, useRef, useState, type Ref } from "react";
import { QUESTION_MAX_LENGTH } from "@/lib/tarot/question";
import { suggestQuestion } from "@/lib/tarot/sample-questions";
import buttonStyles from "@/components/button.module.css";
import { useMessages } from "@/components/i18n/messages-provider";
import styles from "./question-box.module.css";

type Props = {
  question: string;
  onChange: (question: string) => void;
  locked: boolean;
  /** Set by 'Continue...' with a blank question. */
  invalid: boolean;
  /** Which of two identical shake animations runs; switching between them restarts the shake. */
  shake: 0 | 1 | 2;
  textareaRef: Ref<HTMLTextAreaElement>;
  /** Enter (the phone keyboard's "Next"): the question is written, go on to the cards. Shift+Enter still breaks the line. */
  onDone: () => void;
};

/** The question area (docs/product.md#reading-screen): the question, its counter, and one sample question per press. */
export function QuestionBox({ question, onChange, locked, invalid, shake, textareaRef, onDone }: Props) {
  const { reading } = useMessages();
  const words = reading.questionBox;
  const inputId = useId();
  const errorId = useId();
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const lastSuggestion = useRef<string | undefined>(undefined);

  const suggest = () => {
    const next = suggestQuestion(Math.random, lastSuggestion.current, reading.sampleQuestions);
    lastSuggestion.current = next;
    setSuggestion(next);
  };

  const takeSuggestion = (text: string) => {
    onChange(text);
    setSuggestion(null);
  };

  const shakeClass = shake === 1 ? styles.shakeA : shake === 2 ? styles.shakeB : null;
  const textareaClass = [styles.textarea, invalid ? styles.invalid : null, shakeClass].filter(Boolean).join(" ");

  return (
    <div className={styles.question}>
      <label htmlFor={inputId} className={styles.label}>
        {words.label}
      </label>
      <textarea
        ref={textareaRef}
        id={inputId}
        className={textareaClass}
        value={question}
        maxLength={QUESTION_MAX_LENGTH}
        rows={3}
        enterKeyHint="next"
        disabled={locked}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          onDone();
        }}
      />
      <div className={styles.below}>
        {invalid ? (
          <p id={errorId} className={styles.error}>
            {words.inline}
          </p>
        ) : null}
        <span className={styles.counter}>
          {question.length}/{QUESTION_MAX_LENGTH}
        </span>
      </div>
      <div className={styles.suggest}>
        <button type="button" className={buttonStyles.button} onClick={suggest} disabled={locked}>
          {words.suggest}
        </button>
        <div aria-live="polite" className={styles.suggestion}>
          {suggestion && !locked ? (
            <button type="button" className={styles.suggestionButton} onClick={() => takeSuggestion(suggestion)}>
              {suggestion}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
