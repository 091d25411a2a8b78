// One ID image picker: a labelled file input limited to JPEG, PNG and WebP, with the
// chosen file's size/type problem (application-schema.ts) announced beside it.
import { useId } from 'react';
import { ID_IMAGE_TYPES } from './application-schema';

interface IdImageInputProps {
  label: string;
  hint: string;
  /** The chosen file's problem, translated; null when fine or none is chosen. */
  error: string | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

export function IdImageInput({ label, hint, error: problem, onChange, disabled }: IdImageInputProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label} <span aria-hidden="true">*</span>
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
      <input
        id={id}
        type="file"
        required
        disabled={disabled}
        accept={ID_IMAGE_TYPES.join(',')}
        aria-describedby={`${id}-hint${problem ? ` ${id}-err` : ''}`}
        aria-invalid={problem ? true : undefined}
        className="min-h-11 w-full rounded-lg border border-dashed border-border bg-surface-2 p-3 text-sm text-fg file:me-3 file:rounded-md file:border-0 file:bg-accent file:px-3 file:py-2 file:font-semibold file:text-on-accent"
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
      {problem ? (
        <p id={`${id}-err`} role="alert" className="text-sm text-red-400">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
