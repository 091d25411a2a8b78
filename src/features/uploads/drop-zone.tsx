// A file picker that also takes a dropped file (spec: drag-drop for both files). The real
// <input type=file> stays in the accessibility tree (visually hidden), so keyboard and
// screen-reader users pick files the ordinary way.
import { useId, useState, type DragEvent } from 'react';
import { useT } from '../../i18n';

interface DropZoneProps {
  label: string;
  accept: string;
  hint: string;
  file: File | null;
  disabled?: boolean;
  onFile(file: File | null): void;
  testId?: string;
}

export function DropZone({ label, accept, hint, file, disabled, onFile, testId }: DropZoneProps) {
  const t = useT('creator');
  const id = useId();
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (disabled) return;
    const f = e.dataTransfer.files[0];
    if (f) onFile(f);
  };
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-fg" id={`${id}-label`}>
        {label}
      </span>
      <label
        htmlFor={id}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`flex min-h-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed px-3 py-4 text-center text-sm focus-within:border-accent ${
          over ? 'border-accent bg-accent/10' : 'border-border bg-surface'
        } ${disabled ? 'cursor-not-allowed opacity-50' : ''}`}
      >
        <span className="font-medium text-fg">{file ? file.name : t('upload.drop')}</span>
        <span className="text-xs text-muted">{hint}</span>
        <input
          id={id}
          type="file"
          accept={accept}
          disabled={disabled}
          className="sr-only"
          aria-labelledby={`${id}-label`}
          data-testid={testId}
          onChange={(e) => onFile(e.currentTarget.files?.[0] ?? null)}
        />
      </label>
    </div>
  );
}
