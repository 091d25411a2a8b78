import { FormMessage } from './form-field';

/** The error and success banners on top of an admin tab (see use-banners.ts). */
export function Banners({ error, success }: { error: string | null; success: string | null }) {
  if (!error && !success) return null;
  return (
    <div className="flex flex-col gap-2">
      <FormMessage kind="error">{error}</FormMessage>
      <FormMessage kind="success">{success}</FormMessage>
    </div>
  );
}
