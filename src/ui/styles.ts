// Shared class strings, so buttons and links look and behave the same everywhere.
// 44 px minimum touch targets on phones (UX notes), visible focus rings from index.css.

export const btnBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

export const btnPrimary = `${btnBase} bg-accent text-on-accent hover:bg-accent-hover`;
export const btnSecondary = `${btnBase} border border-border bg-surface-2 text-fg hover:bg-border`;
export const btnDanger = `${btnBase} bg-danger text-on-accent hover:opacity-90`;
export const btnGhost = `${btnBase} text-fg hover:bg-surface-2`;
export const iconBtn =
  'inline-flex size-11 items-center justify-center rounded-lg text-fg hover:bg-surface-2 transition-colors';

// Underlined always: links inside text must not rely on colour alone (WCAG 1.4.1).
export const link = 'text-accent underline underline-offset-4 hover:text-accent-hover';

export const input =
  'min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-sm text-fg placeholder:text-muted focus-visible:border-accent';
