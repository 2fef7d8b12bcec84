/** Toast timings (docs/product.md#app-shell): 4000 ms by default, 2000 ms for successes, loading toasts never expire. */
export const TOAST_LIMITS = {
  visible: 20,
  defaultDurationMs: 4000,
  successDurationMs: 2000,
  widthPx: 350,
} as const;

// sonner is loaded on first use, like the <Toaster> itself, to keep it off every page's first load.
const sonner = () => import("sonner").then((module) => module.toast);

export const notify = {
  success: (message: string) => sonner().then((toast) => toast.success(message, { duration: TOAST_LIMITS.successDurationMs })),
  error: (message: string) => sonner().then((toast) => toast.error(message, { duration: TOAST_LIMITS.defaultDurationMs })),
  info: (message: string) => sonner().then((toast) => toast(message, { duration: TOAST_LIMITS.defaultDurationMs })),
  loading: (message: string) => sonner().then((toast) => toast.loading(message, { duration: Infinity })),
  dismiss: (id?: string | number) => sonner().then((toast) => toast.dismiss(id)),
};
