"use client";

import { useCallback, useRef, useState } from "react";
import type { SimilarReading } from "@/lib/readings/similar-response";

/** A reading of this week that asked the question again. */
export type AskedBefore = NonNullable<SimilarReading["reading"]>;

/** The step the offer stands before: the deck ('Choose your cards', Enter), the dealing ('Continue...') or an own draw's reveal. */
export type SimilarStep = "deck" | "continue" | "ownReveal";

type Offer = { reading: AskedBefore; question: string; step: SimilarStep };

/** How long the screen waits to hear whether the question was asked before; after that it just draws. */
const SIMILAR_WAIT_MS = 2500;

/**
 * No re-drawing until it pleases (docs/product.md#reading-screen): before the cards are dealt, a signed-in
 * reader's question is looked up among their readings of the last 7 days. Asked before: the offer shows
 * instead of the step, and 'Draw new cards anyway' takes the step. Not asked, or the call failed or was slow:
 * the step is taken at once. A question is looked up once until the next reading.
 */
export function useSimilarOffer(signedIn: boolean) {
  const [offer, setOffer] = useState<Offer | null>(null);
  // The question last found new or drawn anyway: not asked about again until the next reading.
  const cleared = useRef<string | null>(null);
  const asking = useRef(false);

  const ask = useCallback(
    async (question: string, step: SimilarStep, take: (step: SimilarStep) => void) => {
      const asked = question.trim();
      if (!signedIn || asked === "" || cleared.current === asked) {
        take(step);
        return;
      }
      if (asking.current) return;
      asking.current = true;
      const reading = await askedBefore(asked);
      asking.current = false;
      if (reading) {
        setOffer({ reading, question: asked, step });
        return;
      }
      cleared.current = asked;
      take(step);
    },
    [signedIn],
  );

  /** 'Draw new cards anyway': the offer goes, and the step it stood before is answered. */
  const drawAnyway = useCallback((): SimilarStep | null => {
    if (!offer) return null;
    cleared.current = offer.question;
    setOffer(null);
    return offer.step;
  }, [offer]);

  /** A new reading: the same question is looked up again. */
  const forget = useCallback(() => {
    cleared.current = null;
    setOffer(null);
  }, []);

  return { offer, ask, drawAnyway, forget };
}

/** The call, loaded with the first question like the reading's; any failure is no offer. */
async function askedBefore(question: string): Promise<AskedBefore | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SIMILAR_WAIT_MS);
  try {
    const { findSimilarReading } = await import("@/lib/client/api/journal");
    const result = await findSimilarReading(question, { signal: controller.signal });
    return result.kind === "done" ? result.data.reading : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
