// Drag-and-drop or click to choose files (several at once, no size limit of its own).
// Disabled while an upload runs; .DS_Store and Thumbs.db are dropped by the caller.
import { useRef, useState, type DragEvent } from 'react';
import { UploadIcon } from '../../../ui/icons';
import { T, useT } from '../../../i18n';

interface Props {
  disabled: boolean;
  folderLabel: string;
  onFiles: (files: File[]) => void;
}

export function DropZone({ disabled, folderLabel, onFiles }: Props) {
  const t = useT('admin');
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setOver(false);
    if (disabled) return;
    onFiles(Array.from(e.dataTransfer.files));
  }

  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center ${
        over ? 'border-accent bg-accent/10' : 'border-border'
      } ${disabled ? 'opacity-60' : ''}`}
    >
      <UploadIcon />
      <p className="text-sm text-fg">
        <T
          ns="admin"
          k="assets.drop"
          components={{
            0: <button type="button" className="font-semibold text-accent underline-offset-4 hover:underline disabled:no-underline" disabled={disabled} onClick={() => inputRef.current?.click()} />,
          }}
        />
      </p>
      <p className="text-xs text-muted">{disabled ? t('assets.uploading') : t('assets.uploads_go_to', { folder: folderLabel })}</p>
      <input
        ref={inputRef}
        type="file"
        multiple
        hidden
        data-testid="asset-file-input"
        disabled={disabled}
        onChange={(e) => {
          onFiles(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
    </div>
  );
}
