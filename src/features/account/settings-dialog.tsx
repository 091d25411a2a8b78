// Account Settings (spec §2, §5, §8): username (with the current password), e-mail and
// password, each in its own expandable form; the library's "pause history" switch. Success texts disappear after 3 s.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useSession } from '../../data/session';
import { Field, FormMessage } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { btnPrimary } from '../../ui/styles';
import { PauseHistorySwitch } from '../library/pause-switch';
import { changeEmail, changePassword, changeUsername } from './api';
import { useFormAction } from './use-form-action';
import { useT } from '../../i18n';
import { useMessageText } from './use-messages';
import { MSG, passwordError, usernameError } from './validation';
import { LanguageSwitcher } from '../../ui/language-switcher';
import { saveLanguage } from './account-language';

export const SUCCESS_MS = 3000;

function useFlash(): [string | null, (m: string) => void] {
  const [msg, setMsg] = useState<string | null>(null);
  useEffect(() => {
    if (!msg) return;
    const t = setTimeout(() => setMsg(null), SUCCESS_MS);
    return () => clearTimeout(t);
  }, [msg]);
  return [msg, setMsg];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="group rounded-lg border border-border">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-fg">{title}</summary>
      <div className="border-t border-border p-3">{children}</div>
    </details>
  );
}

function useSubmit(task: () => Promise<string>, fallback: string) {
  const { error, busy, run } = useFormAction(fallback);
  const [success, flash] = useFlash();
  function submit(e: FormEvent) {
    e.preventDefault();
    void run(async () => flash(await task()));
  }
  return { error, success, busy, submit };
}

function UsernameForm() {
  const t = useT('account');
  const msg = useMessageText();
  const current = useSession((s) => s.user?.username ?? '');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const f = useSubmit(async () => {
    const invalid = usernameError(username);
    if (invalid) throw new Error(invalid);
    await changeUsername(username, password);
    setUsername('');
    setPassword('');
    return t('settings.username_done');
  }, t('settings.username_failed'));
  return (
    <form onSubmit={f.submit} className="flex flex-col gap-3" noValidate>
      <p className="text-xs text-muted">{t('settings.current', { name: current })}</p>
      <FormMessage kind="error">{msg(f.error ?? undefined)}</FormMessage>
      <FormMessage kind="success">{f.success}</FormMessage>
      <Field label={t('settings.new_username')} autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
      <Field
        label={t('settings.current_password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit" className={btnPrimary} disabled={f.busy || !username.trim() || !password}>
        {f.busy ? t('settings.saving') : t('settings.update_username')}
      </button>
    </form>
  );
}

function EmailForm() {
  const t = useT('account');
  const msg = useMessageText();
  const [email, setEmail] = useState('');
  const f = useSubmit(async () => {
    await changeEmail(email);
    setEmail('');
    return t('settings.email_done');
  }, t('settings.email_failed'));
  return (
    <form onSubmit={f.submit} className="flex flex-col gap-3" noValidate>
      <FormMessage kind="error">{msg(f.error ?? undefined)}</FormMessage>
      <FormMessage kind="success">{f.success}</FormMessage>
      <Field label={t('settings.new_email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <button type="submit" className={btnPrimary} disabled={f.busy || !email.trim()}>
        {f.busy ? t('settings.saving') : t('settings.update_email')}
      </button>
    </form>
  );
}

function PasswordForm() {
  const t = useT('account');
  const msg = useMessageText();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const f = useSubmit(async () => {
    const invalid = passwordError(next) ?? (next !== confirm ? MSG.newMismatch : null);
    if (invalid) throw new Error(invalid);
    await changePassword(current, next, confirm);
    setCurrent('');
    setNext('');
    setConfirm('');
    return t('settings.password_done');
  }, MSG.updatePasswordFailed);
  return (
    <form onSubmit={f.submit} className="flex flex-col gap-3" noValidate>
      <FormMessage kind="error">{msg(f.error ?? undefined)}</FormMessage>
      <FormMessage kind="success">{f.success}</FormMessage>
      <Field label={t('settings.current_password')} type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
      <Field label={t('settings.new_password')} type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
      <Field
        label={t('settings.confirm_new_password')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <button type="submit" className={btnPrimary} disabled={f.busy || !current || !next || !confirm}>
        {f.busy ? t('settings.saving') : t('settings.update_password')}
      </button>
    </form>
  );
}

export function SettingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT('account');
  return (
    <Modal title={t('settings.title')} open={open} onOpenChange={onOpenChange}>
      <div className="flex flex-col gap-3">
        <Section title={t('settings.change_username')}>
          <UsernameForm />
        </Section>
        <Section title={t('settings.change_email')}>
          <EmailForm />
        </Section>
        <Section title={t('settings.change_password')}>
          <PasswordForm />
        </Section>
        <LanguageSwitcher className="pt-2" onChange={saveLanguage} />
        <Section title="Watch history">
          <PauseHistorySwitch />
        </Section>
      </div>
    </Modal>
  );
}
