// Bot users: usernames one per line (blanks dropped); the list of existing bots. The form is
// react-hook-form + zod (engagement-schema.ts); its one message shows above the button.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toUserError } from '../../../data/errors';
import { FormMessage } from '../../../ui/form-field';
import { Pagination } from '../../../ui/pagination';
import { btnPrimary, input } from '../../../ui/styles';
import { tr, useT } from '../../../i18n';
import { createBots, parseUsernameLines, useBotsPage } from './api';
import { botUsersSchema, firstBadUsername, type BotUsersInput, type BotUsersOutput } from './engagement-schema';

export function BotUsersSection({ onCreated }: { onCreated: () => void }) {
  const t = useT('admin');
  const form = useForm<BotUsersInput, unknown, BotUsersOutput>({
    resolver: zodResolver(botUsersSchema),
    defaultValues: { usernames: '' },
    reValidateMode: 'onSubmit',
  });
  // The form's own refusal (the schema's message); the server's comes from the mutation.
  const [invalid, setError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const list = useBotsPage(page);
  const bots = list.data ? { items: list.data.items, total: list.data.totalItems, pages: list.data.totalPages } : null;
  const loadError = list.isError ? tr('admin', 'common.load_failed') : null;

  // Every page of bots may have moved: all are asked again after a creation.
  const creating = useMutation({
    mutationFn: (names: string[]) => createBots(names),
    onSuccess: () => {
      form.reset({ usernames: '' });
      setPage(1);
      onCreated();
    },
    meta: { invalidates: [['admin', 'bots']] },
  });
  const saving = creating.isPending;
  const error = invalid ?? (creating.error ? toUserError(creating.error, t('bots.create_failed')) : null);
  const success = creating.data ? t('bots.created', { count: creating.data.created.length }) : null;

  const create = ({ usernames: names }: BotUsersOutput) => {
    if (!creating.isPending) creating.mutate(names);
  };
  // The schema's message, translated; a bad name is the first one in what was submitted.
  const refuse = (errors: FieldErrors<BotUsersInput>) => {
    const m = errors.usernames?.message ?? 'bots.enter_one';
    setError(m === 'bots.invalid' ? t(m, { name: firstBadUsername(parseUsernameLines(form.getValues('usernames'))) }) : t(m));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setError(null);
    creating.reset();
    void form.handleSubmit(create, refuse)(e);
  };

  return (
    <section aria-labelledby="bots-title" className="rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h2 id="bots-title" className="text-lg font-semibold text-fg">
        {t('bots.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('bots.intro')}</p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-fg">
          {t('bots.usernames')}
          <textarea
            className={`${input} min-h-32 py-2 font-mono`}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            {...form.register('usernames')}
          />
        </label>
        <FormMessage kind="error">{error}</FormMessage>
        <FormMessage kind="success">{success}</FormMessage>
        <div>
          <button type="submit" className={btnPrimary} disabled={saving}>
            {saving ? t('bots.creating') : t('bots.create')}
          </button>
        </div>
      </form>
      <h3 className="mt-6 text-sm font-semibold text-fg">{bots ? t('bots.existing_count', { count: bots.total }) : t('bots.existing')}</h3>
      <FormMessage kind="error">{loadError}</FormMessage>
      {bots && bots.items.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" data-testid="bot-list">
          {bots.items.map((b) => (
            <li key={b.id} className="rounded-full border border-border bg-surface-2 px-3 py-1 text-sm text-fg">
              {b.username}
            </li>
          ))}
        </ul>
      ) : bots ? (
        <p className="mt-2 text-sm text-muted">{t('bots.none')}</p>
      ) : null}
      {bots ? <Pagination page={page} totalPages={bots.pages} onChange={setPage} /> : null}
    </section>
  );
}
