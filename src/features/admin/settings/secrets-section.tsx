// Host API keys and payment secrets, write-only: the server says only whether each is set.
// Typed values are sent once and then cleared from the form; they are never read back.
// react-hook-form + zod (secrets-schema.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldError, type FieldErrors } from 'react-hook-form';
import { Field } from '../../../ui/form-field';
import { btnSecondary } from '../../../ui/styles';
import { SECRET_LABEL, putSecret } from './api';
import { SettingsSection } from './section';
import { useSave } from './use-save';
import { useT } from '../../../i18n';
import { secretsSchema, type SecretsValues } from './secrets-schema';

export function SecretsSection({ initial }: { initial: Record<string, boolean> }) {
  const t = useT('admin');
  const label = (k: string) => (SECRET_LABEL[k] ? t(SECRET_LABEL[k] ?? k) : k);
  const [isSet, setIsSet] = useState(initial);
  const keys = Object.keys(isSet);
  const form = useForm<SecretsValues>({
    resolver: zodResolver(secretsSchema),
    defaultValues: { typed: Object.fromEntries(keys.map((k) => [k, ''])) },
    reValidateMode: 'onSubmit',
  });
  const save = useSave();

  const send = ({ typed }: SecretsValues) => {
    const changed = keys.filter((k) => (typed[k] ?? '').trim() !== '');
    void save.mutate(async () => {
      for (const k of changed) {
        const set = await putSecret(k, typed[k]!);
        setIsSet((s) => ({ ...s, [k]: set }));
        form.setValue(`typed.${k}`, '');
      }
    }, t('settings.secrets.saved'));
  };
  // The rule is on the record as a whole: its message is on `typed` itself, not on a secret.
  const refuse = (errors: FieldErrors<SecretsValues>) => save.setError(t((errors.typed as FieldError | undefined)?.message ?? 'settings.secrets.enter_one'));
  const submit = () => void form.handleSubmit(send, refuse)();

  const clear = (k: string) =>
    void save.mutate(async () => {
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
              placeholder={isSet[k] ? t('settings.secrets.placeholder_set') : t('settings.secrets.not_set')}
              hint={isSet[k] ? t('settings.secrets.set') : t('settings.secrets.not_set')}
              data-testid={`secret-${k}`}
              {...form.register(`typed.${k}`)}
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
