// Notifications tab: send to all users, creators, admins or chosen users, and the list of
// what was sent. The form's send id makes a double submit harmless (the server applies a
// send id once); a failure keeps everything typed. react-hook-form + zod (send-schema.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useController, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { newOpId } from '../../../data/op-id';
import { toUserError } from '../../../data/errors';
import { Field, FormMessage } from '../../../ui/form-field';
import { btnPrimary, input } from '../../../ui/styles';
import { TARGET_LABEL, sendNotification, type Target } from './api';
import { SEND_ERRORS, sendSchema, type SendValid, type SendValues } from './send-schema';
import { RecipientPicker } from './recipient-picker';
import { SentList } from './sent-list';
import { TabHeader } from '../tab-frame';
import { useT } from '../../../i18n';

const TARGETS: Target[] = ['all', 'creators', 'admins', 'users'];

// The schema gives the spec's English texts; the form shows them from the catalog.
const ERROR_KEYS: Record<string, string> = {
  [SEND_ERRORS.fields]: 'validation.notification.fields',
  [SEND_ERRORS.recipient]: 'validation.notification.recipient',
};
const EMPTY: SendValues = { subject: '', content: '', target: 'all', chosen: [] };

export default function NotificationsTab() {
  const t = useT('admin');
  const form = useForm<SendValues, unknown, SendValid>({ resolver: zodResolver(sendSchema), defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const target = useWatch({ control: form.control, name: 'target' });
  const { field: chosen } = useController({ control: form.control, name: 'chosen' });
  // The form's own refusal (the schema's message); the server's comes from the mutation.
  const [invalid, setError] = useState<string | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const sendId = useRef(newOpId());

  // A failure keeps everything typed and the send id (a retry is the same send).
  const sending = useMutation({
    mutationFn: (v: SendValid) =>
      sendNotification({
        id: sendId.current,
        subject: v.subject,
        content: v.content,
        target: v.target,
        ...(v.target === 'users' ? { recipient_ids: v.chosen.map((c) => c.id) } : {}),
      }),
    onSuccess: (_res, v) => {
      sendId.current = newOpId();
      form.reset({ ...EMPTY, target: v.target });
      setReloadKey((k) => k + 1);
    },
  });
  const error = invalid ?? (sending.error ? toUserError(sending.error, t('notifications.send_failed')) : null);
  const success = sending.data ? t('notifications.sent_to', { count: sending.data.sent }) : null;
  const send = (v: SendValid) => {
    if (!sending.isPending) sending.mutate(v);
  };
  // The schema's one message shows above the button, as a server error does.
  const refuse = (errors: FieldErrors<SendValues>) => {
    const m = (errors.subject ?? errors.content ?? errors.chosen)?.message;
    if (m) setError(t(ERROR_KEYS[m] ?? m));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sending.isPending) return;
    setError(null);
    sending.reset();
    void form.handleSubmit(send, refuse)(e);
  };

  return (
    <div className="flex flex-col gap-6">
      <TabHeader title={t('tabs.notifications')} />
      <section aria-labelledby="send-title" className="rounded-xl border border-border bg-surface p-4 sm:p-6">
        <h2 id="send-title" className="text-lg font-semibold text-fg">
          {t('notifications.send_title')}
        </h2>
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <Field label={t('notifications.subject')} maxLength={200} {...form.register('subject')} />
          <label className="flex flex-col gap-1 text-sm font-medium text-fg">
            {t('notifications.content')}
            <textarea className={`${input} min-h-32 py-2`} maxLength={10000} {...form.register('content')} />
          </label>
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-fg">{t('notifications.send_to')}</legend>
            <div className="grid gap-x-4 sm:grid-cols-4">
              {TARGETS.map((k) => (
                <label key={k} className="flex min-h-11 items-center gap-2 text-sm text-fg">
                  <input type="radio" value={k} className="size-5 accent-accent" {...form.register('target')} />
                  {t(TARGET_LABEL[k])}
                </label>
              ))}
            </div>
          </fieldset>
          {target === 'users' ? <RecipientPicker chosen={chosen.value} onChange={chosen.onChange} /> : null}
          <FormMessage kind="error">{error}</FormMessage>
          <FormMessage kind="success">{success}</FormMessage>
          <div>
            <button type="submit" className={btnPrimary} disabled={sending.isPending}>
              {sending.isPending ? t('notifications.sending') : t('notifications.send')}
            </button>
          </div>
        </form>
      </section>
      <SentList reloadKey={reloadKey} />
    </div>
  );
}
