// Account settings: two-step sign-in (TOTP). Turning it on shows the QR code and the secret
// as text, a code from the app confirms it, then the recovery codes are shown this once.
// Turning it off asks for a code or the password (a stolen session alone cannot).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n';
import { Field, FormMessage } from '../../ui/form-field';
import { btnDanger, btnPrimary, btnSecondary } from '../../ui/styles';
import { disableTwoFactor, enableTwoFactor, startTwoFactor, twoFactorStatus, type TwoFactorSetup } from './two-factor-api';

const KEY = ['account', 'two-factor'];

function RecoveryCodes({ codes, done }: { codes: string[]; done: () => void }) {
  const t = useT('account');
  return (
    <div className="flex flex-col gap-3">
      <FormMessage kind="success">{t('totp.on_done')}</FormMessage>
      <p className="text-sm text-fg">{t('totp.recovery_intro')}</p>
      <ul aria-label={t('totp.recovery_label')} className="grid grid-cols-1 gap-1 font-mono text-sm sm:grid-cols-2" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <button type="button" className={btnPrimary} onClick={done}>
        {t('totp.recovery_saved')}
      </button>
    </div>
  );
}

function Enrol({ setup, onDone }: { setup: TwoFactorSetup; onDone: (codes: string[]) => void }) {
  const t = useT('account');
  const [code, setCode] = useState('');
  const enable = useMutation({ mutationFn: enableTwoFactor, onSuccess: onDone });
  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        enable.mutate(code);
      }}
    >
      <p className="text-sm text-fg">{t('totp.scan')}</p>
      <img src={setup.qr} alt={t('totp.qr_alt')} width={192} height={192} className="self-center rounded bg-white p-2" />
      <p className="text-sm text-fg">
        {t('totp.secret_label')} <code className="break-all font-mono" data-testid="totp-secret">{setup.secret}</code>
      </p>
      <FormMessage kind="error">{enable.error?.message}</FormMessage>
      <Field label={t('totp.code')} autoComplete="one-time-code" inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} />
      <button type="submit" className={btnPrimary} disabled={enable.isPending || code.trim().length !== 6}>
        {t('totp.turn_on')}
      </button>
    </form>
  );
}

function TurnOff({ onDone }: { onDone: () => void }) {
  const t = useT('account');
  const [value, setValue] = useState('');
  // Six digits are a code; anything else is the password.
  const disable = useMutation({ mutationFn: (v: string) => disableTwoFactor(/^\s*\d{6}\s*$/.test(v) ? { code: v } : { password: v }), onSuccess: onDone });
  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        disable.mutate(value);
      }}
    >
      <FormMessage kind="error">{disable.error?.message}</FormMessage>
      <Field label={t('totp.off_confirm')} type="password" autoComplete="current-password" value={value} onChange={(e) => setValue(e.target.value)} />
      <button type="submit" className={btnDanger} disabled={disable.isPending || !value}>
        {t('totp.turn_off')}
      </button>
    </form>
  );
}

export function TwoFactorPanel() {
  const t = useT('account');
  const qc = useQueryClient();
  const status = useQuery({ queryKey: KEY, queryFn: twoFactorStatus });
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useMutation({ mutationFn: startTwoFactor, onSuccess: setSetup });
  const refresh = () => void qc.invalidateQueries({ queryKey: KEY });

  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        done={() => {
          setCodes(null);
          setSetup(null);
          refresh();
        }}
      />
    );
  }
  if (status.isPending) return <p className="text-sm text-muted">{t('totp.loading')}</p>;
  if (status.isError) return <FormMessage kind="error">{status.error.message}</FormMessage>;
  const s = status.data;
  if (s.enabled) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-fg">{t('totp.is_on', { left: s.recovery_left })}</p>
        <TurnOff onDone={refresh} />
      </div>
    );
  }
  if (setup) return <Enrol setup={setup} onDone={setCodes} />;
  return (
    <div className="flex flex-col gap-3">
      {s.admin_enrolment_required ? <FormMessage kind="error">{t('totp.admin_required')}</FormMessage> : null}
      <p className="text-sm text-fg">{t('totp.intro')}</p>
      <FormMessage kind="error">{start.error?.message}</FormMessage>
      <button type="button" className={btnSecondary} disabled={start.isPending} onClick={() => start.mutate()}>
        {t('totp.set_up')}
      </button>
    </div>
  );
}
