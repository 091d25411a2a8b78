// Host API keys and payment secrets, write-only: the server says only whether each is set.
// Typed values are sent once and then cleared from the form; they are never read back.
import { useState } from 'react';
import { Field } from '../../../ui/form-field';
import { btnSecondary } from '../../../ui/styles';
import { SECRET_LABEL, putSecret } from './api';
import { SettingsSection } from './section';
import { useSave } from './use-save';
import { useT } from '../../../i18n';

export function SecretsSection({ initial }: { initial: Record<string, boolean> }) {
  const t = useT('admin');
  const label = (k: string) => (SECRET_LABEL[k] ? t(SECRET_LABEL[k] ?? k) : k);
  const [isSet, setIsSet] = useState(initial);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const save = useSave();
  const keys = Object.keys(isSet);

  const submit = () => {
    const changed = keys.filter((k) => (typed[k] ?? '').trim() !== '');
    if (!changed.length) {
      save.setError(t('settings.secrets.enter_one'));
      return;
    }
    void save.run(async () => {
      for (const k of changed) {
        const set = await putSecret(k, typed[k]!);
        setIsSet((s) => ({ ...s, [k]: set }));
        setTyped((x) => ({ ...x, [k]: '' }));
      }
    }, t('settings.secrets.saved'));
  };

  const clear = (k: string) =>
    void save.run(async () => {
      setIsSet((s) => ({ ...s, [k]: false }));
      await putSecret(k, '').catch((err: unknown) => {
        setIsSet((s) => ({ ...s, [k]: true }));
        throw err;
      });
    }, t('settings.secrets.cleared', { label: label(k) }));

  return (
    <SettingsSection
      id="secrets"
      title={t('settings.secrets.title')}
      description={t('settings.secrets.description')}
      saveLabel={t('settings.secrets.save')}
      {...save}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {keys.map((k) => (
          <div key={k} className="flex flex-col gap-2">
            <Field
              label={label(k)}
              type="password"
              autoComplete="new-password"
              spellCheck={false}
              value={typed[k] ?? ''}
              placeholder={isSet[k] ? t('settings.secrets.placeholder_set') : t('settings.secrets.not_set')}
              hint={isSet[k] ? t('settings.secrets.set') : t('settings.secrets.not_set')}
              data-testid={`secret-${k}`}
              onChange={(e) => setTyped((x) => ({ ...x, [k]: e.target.value }))}
            />
            {isSet[k] ? (
              <button type="button" className={`${btnSecondary} self-start`} disabled={save.saving} onClick={() => clear(k)}>
                {t('settings.secrets.clear', { label: label(k) })}
              </button>
            ) : null}
          </div>
        ))}
      </div>
    </SettingsSection>
  );
}
