"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from "react";
import buttonStyles from "@/components/button.module.css";
import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import { fillCard } from "@/lib/i18n/card-in-sentence";
import { fill } from "@/lib/i18n/fill";
import { getSpread, type SpreadId } from "@/lib/tarot/spreads";
import { useCardNames } from "@/components/i18n/card-names";
import { drawAnnouncement, firstPickable, matchingCards } from "./own-draw";
import { positionLabel } from "./words";
import styles from "./own-draw-picker.module.css";

type Props = {
  type: SpreadId;
  /** The cards drawn so far, as card ids in draw order. */
  picked: number[];
  onToggle: (cardId: number) => void;
  /** 'Reveal and interpret', offered once the draw is whole. */
  onReveal: () => void;
  /** The search box, so the screen can bring the picker into focus. */
  searchRef?: Ref<HTMLInputElement>;
};

/**
 * 'I drew my own cards' (docs/product.md#reading-screen): the reader names the cards they drew from their own
 * deck, in draw order. Type to filter the 22 and Enter to take the first match; or the checkboxes, with the
 * arrows between them. The draw so far is listed under its positions, and 'Reveal and interpret' appears once
 * it is whole.
 */
export function OwnDrawPicker({ type, picked, onToggle, onReveal, searchRef }: Props) {
  const { reading } = useMessages();
  const locale = useLocale();
  const words = reading.ownDraw;
  const names = useCardNames();
  const searchId = useId();
  const hintId = useId();
  const [search, setSearch] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const listRef = useRef<HTMLUListElement>(null);
  const revealRef = useRef<HTMLButtonElement>(null);
  const revealAfterEnter = useRef(false);
  const spread = getSpread(type);
  const required = spread.cardCount;
  const complete = picked.length === required;
  const matches = matchingCards(search, names);

  // A draw completed from the search box hands the keyboard straight to 'Reveal and interpret'.
  useEffect(() => {
    if (complete && revealAfterEnter.current) revealRef.current?.focus();
    revealAfterEnter.current = false;
  }, [complete]);

  const toggle = (cardId: number) => {
    const added = !picked.includes(cardId);
    if (added && complete) {
      setAnnouncement(fill(words.full, { required }));
      return;
    }
    const next = added ? [...picked, cardId] : picked.filter((id) => id !== cardId);
    setAnnouncement(drawAnnouncement({ name: names[cardId], added, picked: next, required }, words, locale));
    onToggle(cardId);
  };

  const handleSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      const card = firstPickable(search, picked, names);
      if (!card) {
        setAnnouncement(complete ? fill(words.complete, { required }) : fill(words.nothingToAdd, { search }));
        return;
      }
      revealAfterEnter.current = picked.length + 1 === required;
      toggle(card.id);
      setSearch("");
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      listRef.current?.querySelector<HTMLInputElement>("input:not(:disabled)")?.focus();
    } else if (event.key === "Escape" && search !== "") {
      event.preventDefault();
      setSearch("");
    }
  };

  // Up and down move between the checkboxes (up from the first goes back to the search); Enter ticks one as Space does.
  const handleListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      event.target.click();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const boxes = [...(listRef.current?.querySelectorAll<HTMLInputElement>("input:not(:disabled)") ?? [])];
    const at = boxes.indexOf(document.activeElement as HTMLInputElement);
    if (at === -1) return;
    event.preventDefault();
    const next = at + (event.key === "ArrowDown" ? 1 : -1);
    if (next < 0) document.getElementById(searchId)?.focus();
    else boxes[Math.min(next, boxes.length - 1)].focus();
  };

  return (
    <div className={styles.picker}>
      <div className={styles.search}>
        <label htmlFor={searchId} className={styles.label}>
          {words.find}
        </label>
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          className={styles.input}
          value={search}
          autoComplete="off"
          enterKeyHint="done"
          aria-describedby={hintId}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={handleSearchKey}
        />
        <p id={hintId} className={styles.hint}>
          {words.hint}
        </p>
      </div>

      <fieldset className={styles.cards}>
        <legend className="visually-hidden">{words.legend}</legend>
        {matches.length === 0 ? <p className={styles.hint}>{fill(words.noMatch, { search })}</p> : null}
        <ul ref={listRef} className={styles.list} onKeyDown={handleListKey}>
          {matches.map((card) => {
            const place = picked.indexOf(card.id);
            return (
              <li key={card.id}>
                <label className={styles.option} data-picked={place >= 0 || undefined}>
                  <input type="checkbox" checked={place >= 0} disabled={place < 0 && complete} onChange={() => toggle(card.id)} />
                  <span>{names[card.id]}</span>
                  {place >= 0 ? (
                    <span className={styles.place}>
                      <span aria-hidden="true">{place + 1}</span>
                      <span className="visually-hidden">{fill(words.place, { number: place + 1 })}</span>
                    </span>
                  ) : null}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <div className={styles.draw}>
        <h3 className={styles.drawHeading}>{fill(words.yourDraw, { count: picked.length, required })}</h3>
        {picked.length > 0 ? (
          <ol className={styles.drawn}>
            {picked.map((cardId, index) => (
              <li key={cardId}>
                <span>{fill(words.drawn, { position: positionLabel(reading, spread, spread.positions[index]), card: names[cardId] })}</span>
                <button type="button" className={styles.remove} onClick={() => toggle(cardId)} aria-label={fillCard(locale, words.takeOutCard, { card: names[cardId] })}>
                  {words.takeOut}
                </button>
              </li>
            ))}
          </ol>
        ) : null}
        {complete ? (
          <button ref={revealRef} type="button" className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.reveal}`} onClick={onReveal}>
            {reading.screen.reveal}
          </button>
        ) : null}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
