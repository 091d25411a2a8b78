// Notifications tab: send to all users, creators, admins or chosen users, and the list of
// what was sent. The form's send id makes a double submit harmless (the server applies a
// send id once); a failure keeps everything typed.
import { useRef, useState, type FormEvent } from 'react';
import { newOpId } from '../../../data/op-id';
import { toUserError } from '../../../data/errors';
import { Field, FormMessage } from '../../../ui/form-field';
import { btnPrimary, input } from '../../../ui/styles';
import { TARGET_LABEL, checkSend, sendNotification, type Recipient, type Target } from './api';
import { RecipientPicker } from './recipient-picker';
import { SentList } from './sent-list';
import { TabHeader } from '../tab-frame';
import { useT } from '../../../i18n';

const TARGETS: Target[] = ['all', 'creators', 'admins', 'users'];

// checkSend gives the spec's English texts; the form shows them from the catalog.
const SEND_ERRORS: Record<string, string> = {
  'Please fill in all fields': 'validation.notification.fields',
  'Please select at least one recipient': 'validation.notification.recipient',
};

export default function NotificationsTab() {
  const t = useT('admin');
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [target, setTarget] = useState<Target>('all');
  const [chosen, setChosen] = useState<Recipient[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const busy = useRef(false);
  const sendId = useRef(newOpId());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy.current) return;
    setSuccess(null);
    const problem = checkSend(subject, content, target, chosen.length);
    if (problem) {
      setError(t(SEND_ERRORS[problem] ?? problem));
      return;
    }
    busy.current = true;
    setSending(true);
    setError(null);
    try {
      const res = await sendNotification({
        id: sendId.current,
        subject: subject.trim(),
        content: content.trim(),
        target,
        ...(target === 'users' ? { recipient_ids: chosen.map((c) => c.id) } : {}),
      });
      sendId.current = newOpId();
      setSubject('');
      setContent('');
      setChosen([]);
      setSuccess(t('notifications.sent_to', { count: res.sent }));
      setReloadKey((k) => k + 1);
    } catch (err) {
      setError(toUserError(err, t('notifications.send_failed')));
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <TabHeader title={t('tabs.notifications')} />
      <section aria-labelledby="send-title" className="rounded-xl border border-border bg-surface p-4 sm:p-6">
        <h2 id="send-title" className="text-lg font-semibold text-fg">
          {t('notifications.send_title')}
        </h2>
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <Field label={t('notifications.subject')} value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} />
          <label className="flex flex-col gap-1 text-sm font-medium text-fg">
            {t('notifications.content')}
            <textarea className={`${input} min-h-32 py-2`} value={content} maxLength={10000} onChange={(e) => setContent(e.target.value)} />
          </label>
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-fg">{t('notifications.send_to')}</legend>
            <div className="grid gap-x-4 sm:grid-cols-4">
              {TARGETS.map((k) => (
                <label key={k} className="flex min-h-11 items-center gap-2 text-sm text-fg">
                  <input type="radio" name="target" className="size-5 accent-accent" checked={target === k} onChange={() => setTarget(k)} />
                  {t(TARGET_LABEL[k])}
                </label>
              ))}
            </div>
          </fieldset>
          {target === 'users' ? <RecipientPicker chosen={chosen} onChange={setChosen} /> : null}
          <FormMessage kind="error">{error}</FormMessage>
          <FormMessage kind="success">{success}</FormMessage>
          <div>
            <button type="submit" className={btnPrimary} disabled={sending}>
              {sending ? t('notifications.sending') : t('notifications.send')}
            </button>
          </div>
        </form>
      </section>
      <SentList reloadKey={reloadKey} />
    </div>
  );
}
