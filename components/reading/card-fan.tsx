"use client";

import { useRef, useState, type CSSProperties, type KeyboardEvent, type Ref } from "react";
import { useMessages } from "@/components/i18n/messages-provider";
import { fill } from "@/lib/i18n/fill";
import { DECK_SIZE } from "@/lib/tarot/deck";
import backStyles from "./card-back.module.css";
import styles from "./card-fan.module.css";

type Props = {
  /** Card ids in fan order; empty until the deck is first shuffled. */
  order: number[];
  /** Picked card ids, in pick order. */
  picked: number[];
  /** How many cards the spread takes. */
  required: number;
  /** Cards can be picked only in the selecting phase. */
  interactive: boolean;
  shuffling: boolean;
  onToggle: (cardId: number) => void;
  /** The deck group, so the screen can bring the fan's one tab stop into focus. */
  groupRef?: Ref<HTMLDivElement>;
};

const SLOTS = Array.from({ length: DECK_SIZE }, (_, position) => position);
const PER_ROW = DECK_SIZE / 2;

/** Where a slot sits: its place in the one wide arc, and in the two narrow arcs of small screens. */
function slotPlace(position: number): CSSProperties {
  return { "--i": position, "--row": Math.floor(position / PER_ROW), "--j": position % PER_ROW } as CSSProperties;
}

/** The selecting phase (docs/product.md#reading-screen): the 22 face-down cards in an arc; one tab stop, arrows move along the fan. */
export function CardFan({ order, picked, required, interactive, shuffling, onToggle, groupRef }: Props) {
  const words = useMessages().reading.fan;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [activePosition, setActivePosition] = useState(0);
  const [announcement, setAnnouncement] = useState("");

  const moveFocus = (position: number) => {
    const next = Math.max(0, Math.min(DECK_SIZE - 1, position));
    setActivePosition(next);
    buttons.current[next]?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, position: number) => {
    const target = {
      ArrowLeft: position - 1,
      ArrowUp: position - 1,
      ArrowRight: position + 1,
      ArrowDown: position + 1,
      Home: 0,
      End: DECK_SIZE - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveFocus(target);
  };

  const toggle = (cardId: number, position: number) => {
    const number = position + 1;
    if (picked.includes(cardId)) {
      setAnnouncement(fill(words.putBack, { position: number }));
    } else if (picked.length < required) {
      setAnnouncement(fill(words.picked, { position: number, count: picked.length + 1, required }));
    } else {
      setAnnouncement(fill(words.full, { required }));
    }
    onToggle(cardId);
  };

  return (
    <>
      <div ref={groupRef} role="group" aria-label={words.deck} className={styles.fan} data-shuffling={shuffling || undefined}>
        {SLOTS.map((position) => {
          const cardId = order[position] ?? position;
          const isPicked = picked.includes(cardId);
          return (
            <button
              key={position}
              ref={(element) => {
                buttons.current[position] = element;
              }}
              type="button"
              className={styles.slot}
              style={slotPlace(position)}
              aria-label={fill(words.card, { position: position + 1, total: DECK_SIZE })}
              aria-pressed={isPicked}
              tabIndex={position === activePosition ? 0 : -1}
              disabled={!interactive}
              onClick={() => toggle(cardId, position)}
              onFocus={() => setActivePosition(position)}
              onKeyDown={(event) => handleKeyDown(event, position)}
            >
              <span className={`${backStyles.back} ${styles.face}`} aria-hidden="true" />
            </button>
          );
        })}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
