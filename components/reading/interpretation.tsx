"use client";

import dynamic from "next/dynamic";
import styles from "./interpretation.module.css";

const loadMarkdown = () => import("./interpretation-markdown").then((module) => module.InterpretationMarkdown);

// react-markdown and its plugins stay out of the home page's first load; they arrive with the first reading.
const InterpretationMarkdown = dynamic(loadMarkdown, { ssr: false });

/** Starts fetching the renderer while the reading is written, so the text shows the moment it arrives. */
export function preloadInterpretation(): void {
  void loadMarkdown();
}

/** The interpretation as formatted text (docs/product.md#reading-screen). */
export function Interpretation({ markdown }: { markdown: string }) {
  return (
    <div className={styles.interpretation}>
      <InterpretationMarkdown markdown={markdown} />
    </div>
  );
}
