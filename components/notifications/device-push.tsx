"use client";

// Stand-in until issue32-push is merged: the push helper's device-push.tsx ('Notify me on this device') replaces this file whole.
/** 'Notify me on this device': nothing to show until push is built. */
export function DevicePush() {
  return null;
}
