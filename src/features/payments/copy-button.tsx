// A copy-to-clipboard button with the spec's 2 s confirmation ('Copied!').
import { useEffect, useState } from 'react';
import { useT } from '../../i18n';
import { btnSecondary } from '../../ui/styles';

export const COPY_CONFIRM_MS = 2000;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // no clipboard permission (http, some browsers): the old way
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT('premium');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className={`${btnSecondary} min-w-24 shrink-0`}
      aria-label={copied ? t('copy.copied_label', { label }) : t('copy.label', { label })}
      onClick={() => void copyText(text).then(setCopied)}
    >
      <span aria-live="polite">{copied ? t('copy.copied') : t('copy.copy')}</span>
    </button>
  );
}
