// The new comment form's frame: label, field, error, Post button.
import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../i18n';
import { btnPrimary } from '../../ui/styles';

/**
 * The new comment form's markup (comment-forms.tsx), shared with the stand-in that
 * comments-section.tsx draws while that file loads (same boxes: nothing moves when the form arrives).
 */
export function NewCommentLayout({ onSubmit, field, error, blank }: { onSubmit?: (e: FormEvent<HTMLFormElement>) => void; field: ReactNode; error?: string | null; blank: boolean }) {
  const t = useT('public');
  return (
    <form onSubmit={onSubmit} className="mb-6 flex flex-col gap-2">
      <label htmlFor="new-comment" className="sr-only">
        {t('comments.add_label')}
      </label>
      {field}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" className={btnPrimary} disabled={blank}>
          {t('comments.post')}
        </button>
      </div>
    </form>
  );
}
