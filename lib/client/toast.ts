import { toast } from "sonner";

/** Spec §9 toast timings: 4000 ms by default, 2000 ms for successes, loading toasts never expire. */
export const TOAST_LIMITS = {
  visible: 20,
  defaultDurationMs: 4000,
  successDurationMs: 2000,
  widthPx: 350,
} as const;

export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_LIMITS.successDurationMs }),
  error: (message: string) => toast.error(message, { duration: TOAST_LIMITS.defaultDurationMs }),
  info: (message: string) => toast(message, { duration: TOAST_LIMITS.defaultDurationMs }),
  loading: (message: string) => toast.loading(message, { duration: Infinity }),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
