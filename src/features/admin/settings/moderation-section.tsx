// Moderation settings (issue 36): who a severe report hides a video for at once, the
// review of new uploads, and the deadlines of cases (issue 38). The server validates every value (internal/moderation/settings.go)
// and names the refused one; the policy and its reasons: docs/moderation-policy.md.
import { useState } from 'react';
import { Field } from '../../../ui/form-field';
import { input } from '../../../ui/styles';
import { useT } from '../../../i18n';
import { SettingsSection } from './section';
import { useSave } from './use-save';
import { putModerationSettings, type ModerationSettings, type ReviewMode } from './moderation-api';

const NUMBERS = [
  'moderation_hide_members',
  'moderation_hide_networks',
  'moderation_hide_visitors',
  'moderation_trusted_min_age_days',
  'moderation_due_severe_hours',
  'moderation_due_business_days',
] as const;
type NumberKey = (typeof NUMBERS)[number];

// Catalog keys, literal for src/i18n/catalogs.test.ts.
const labelKeys: Record<NumberKey, string> = {
  moderation_hide_members: 'settings.moderation.hide_members',
  moderation_hide_networks: 'settings.moderation.hide_networks',
  moderation_hide_visitors: 'settings.moderation.hide_visitors',
  moderation_trusted_min_age_days: 'settings.moderation.min_age',
  moderation_due_severe_hours: 'settings.moderation.due_severe',
  moderation_due_business_days: 'settings.moderation.due_days',
};
const hintKeys: Record<NumberKey, string> = {
  moderation_hide_members: 'settings.moderation.hide_members_hint',
  moderation_hide_networks: 'settings.moderation.hide_networks_hint',
  moderation_hide_visitors: 'settings.moderation.hide_visitors_hint',
  moderation_trusted_min_age_days: 'settings.moderation.min_age_hint',
  moderation_due_severe_hours: 'settings.moderation.due_severe_hint',
  moderation_due_business_days: 'settings.moderation.due_days_hint',
};
const reviewKeys: Record<ReviewMode, string> = {
  new_creators: 'settings.moderation.review_new_creators',
  all: 'settings.moderation.review_all',
  off: 'settings.moderation.review_off',
};

interface Draft {
  numbers: Record<NumberKey, string>;
  flaggers: string;
  review: ReviewMode;
}

const draftOf = (v: ModerationSettings): Draft => ({
  numbers: Object.fromEntries(NUMBERS.map((k) => [k, String(v[k])])) as Record<NumberKey, string>,
  flaggers: v.moderation_trusted_flaggers.join('\n'),
  review: v.review_new_uploads,
});

/** The key the server refused (its field error), if any. */
function refusedKey(err: unknown): string | null {
  const data = (err as { response?: { data?: Record<string, unknown> } }).response?.data ?? {};
  return Object.keys(data).find((k) => k !== 'code' && k !== 'values') ?? null;
}

export function ModerationSection({ initial }: { initial: ModerationSettings }) {
  const t = useT('admin');
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [bad, setBad] = useState<string | null>(null);
  const save = useSave();
  const fieldError = (key: string) => (bad === key ? t('settings.moderation.invalid') : null);

  const submit = () => {
    setBad(null);
    // Numbers go as typed (a non-number is the server's to refuse, naming the field).
    const body: Record<string, unknown> = {
      moderation_trusted_flaggers: draft.flaggers.split(/[\n,]/).map((s) => s.trim()).filter(Boolean),
      review_new_uploads: draft.review,
    };
    for (const k of NUMBERS) body[k] = draft.numbers[k].trim() === '' ? '' : Number(draft.numbers[k]);
    void save.mutate(async () => {
      try {
        setDraft(draftOf(await putModerationSettings(body)));
      } catch (err) {
        setBad(refusedKey(err));
        throw err;
      }
    }, t('settings.moderation.saved'));
  };

  return (
    <SettingsSection id="moderation" title={t('settings.moderation.title')} description={t('settings.moderation.description')} {...save} onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        {NUMBERS.map((k) => (
          <Field
            key={k}
            label={t(labelKeys[k])}
            hint={t(hintKeys[k])}
            error={fieldError(k)}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={draft.numbers[k]}
            onChange={(e) => setDraft((d) => ({ ...d, numbers: { ...d.numbers, [k]: e.target.value } }))}
          />
        ))}
      </div>
      <label className="flex flex-col gap-1 text-sm font-medium text-fg">
        {t('settings.moderation.flaggers')}
        <span id="moderation-flaggers-hint" className="text-xs font-normal text-muted">
          {t('settings.moderation.flaggers_hint')}
        </span>
        <textarea
          className={`${input} min-h-24 py-2 ${bad === 'moderation_trusted_flaggers' ? 'border-red-500' : ''}`}
          aria-describedby="moderation-flaggers-hint"
          aria-invalid={bad === 'moderation_trusted_flaggers' ? true : undefined}
          spellCheck={false}
          value={draft.flaggers}
          onChange={(e) => setDraft((d) => ({ ...d, flaggers: e.target.value }))}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-fg sm:max-w-md">
        {t('settings.moderation.review')}
        <select
          className={input}
          value={draft.review}
          aria-invalid={bad === 'review_new_uploads' ? true : undefined}
          onChange={(e) => setDraft((d) => ({ ...d, review: e.target.value as ReviewMode }))}
        >
          {(Object.keys(reviewKeys) as ReviewMode[]).map((m) => (
            <option key={m} value={m}>
              {t(reviewKeys[m])}
            </option>
          ))}
        </select>
      </label>
    </SettingsSection>
  );
}
