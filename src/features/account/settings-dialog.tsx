// Account Settings (spec §2, §5, §8): username (with the current password), e-mail and
// password, each in its own expandable form (settings-*-form.tsx, react-hook-form + zod);
// the language switcher; the library's "pause history" switch.
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { LanguageSwitcher } from '../../ui/language-switcher';
import { Modal } from '../../ui/modal';
import { PauseHistorySwitch } from '../library/pause-switch';
import { BlockedMembers } from '../comments/blocked-members';
import { saveLanguage } from './account-language';
import { EmailForm } from './settings-email-form';
import { PasswordForm } from './settings-password-form';
import { DataExportPanel, DeleteAccountPanel } from './my-data-panel';
import { TwoFactorPanel } from './two-factor-panel';
import { UsernameForm } from './settings-username-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="group rounded-lg border border-border">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-fg">{title}</summary>
      <div className="border-t border-border p-3">{children}</div>
    </details>
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
        <Section title={t('totp.title')}>
          <TwoFactorPanel />
        </Section>
        <LanguageSwitcher className="pt-2" onChange={saveLanguage} />
        <Section title={t('settings.watch_history')}>
          <PauseHistorySwitch />
        </Section>
        <Section title={t('settings.blocked_members')}>
          <BlockedMembers />
        </Section>
        <Section title={t('mydata.title')}>
          <DataExportPanel />
        </Section>
        <Section title={t('delete.title')}>
          <DeleteAccountPanel onDeleted={() => onOpenChange(false)} />
        </Section>
      </div>
    </Modal>
  );
}
