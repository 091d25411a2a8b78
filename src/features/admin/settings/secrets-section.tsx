// Host API keys and payment secrets, write-only: the server says only whether each is set.
// Typed values are sent once and then cleared from the form; they are never read back.
import { useState } from 'react';
import { Field } from '../../../ui/form-field';
import { btnSecondary } from '../../../ui/styles';
import { SECRET_LABEL, putSecret } from './api';
import { SettingsSection } from './section';
import { useSave } from './use-save';

export function SecretsSection({ initial }: { initial: Record<string, boolean> }) {
  const [isSet, setIsSet] = useState(initial);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const save = useSave();
  const keys = Object.keys(isSet);

  const submit = () => {
    const changed = keys.filter((k) => (typed[k] ?? '').trim() !== '');
    if (!changed.length) {
      save.setError('Enter at least one new value');
      return;
    }
    void save.run(async () => {
      for (const k of changed) {
        const set = await putSecret(k, typed[k]!);
        setIsSet((s) => ({ ...s, [k]: set }));
        setTyped((t) => ({ ...t, [k]: '' }));
      }
    }, 'Secrets saved');
  };

  const clear = (k: string) =>
    void save.run(async () => {
      setIsSet((s) => ({ ...s, [k]: false }));
      await putSecret(k, '').catch((err: unknown) => {
        setIsSet((s) => ({ ...s, [k]: true }));
        throw err;
      });
    }, `${SECRET_LABEL[k] ?? k} cleared`);

  return (
    <SettingsSection
      id="secrets"
      title="API keys and payment secrets"
      description="Values are write-only: once saved they are never shown again. Leave a field empty to keep its value."
      saveLabel="Save secrets"
      {...save}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {keys.map((k) => (
          <div key={k} className="flex flex-col gap-2">
            <Field
              label={SECRET_LABEL[k] ?? k}
              type="password"
              autoComplete="new-password"
              spellCheck={false}
              value={typed[k] ?? ''}
              placeholder={isSet[k] ? '•••••••• (set)' : 'Not set'}
              hint={isSet[k] ? 'Set' : 'Not set'}
              data-testid={`secret-${k}`}
              onChange={(e) => setTyped((t) => ({ ...t, [k]: e.target.value }))}
            />
            {isSet[k] ? (
              <button type="button" className={`${btnSecondary} self-start`} disabled={save.saving} onClick={() => clear(k)}>
                Clear {SECRET_LABEL[k] ?? k}
              </button>
            ) : null}
          </div>
        ))}
      </div>
    </SettingsSection>
  );
}
