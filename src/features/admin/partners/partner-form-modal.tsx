// Add Partner / Edit Partner: name and URL required (save disabled otherwise), banner
// jpeg/jpg/png/webp (one file, 1200x630 recommended), header/footer flags, description.
import { useEffect, useState, type FormEvent } from 'react';
import type { Partner } from '../../../data/types';
import { Field } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal';
import { btnPrimary, btnSecondary, input } from '../../../ui/styles';
import { bannerUrl, type PartnerInput } from './api';
import { useT } from '../../../i18n';

export const BANNER_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';
const BANNER_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export interface PartnerSubmit {
  data: PartnerInput;
  banner: File | null;
  removeBanner: boolean;
}

interface Props {
  open: boolean;
  partner: Partner | null;
  onClose: () => void;
  onSave: (id: string | null, submit: PartnerSubmit) => Promise<void>;
}

const EMPTY: PartnerInput = { name: '', url: '', description: '', display_in_header: false, display_in_footer: false };

export function PartnerFormModal({ open, partner, onClose, onSave }: Props) {
  const t = useT('admin');
  const [form, setForm] = useState<PartnerInput>(EMPTY);
  const [banner, setBanner] = useState<File | null>(null);
  const [removeBanner, setRemoveBanner] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setForm(
      partner
        ? {
            name: partner.name,
            url: partner.url,
            description: partner.description,
            display_in_header: partner.display_in_header,
            display_in_footer: partner.display_in_footer,
          }
        : EMPTY,
    );
    setBanner(null);
    setRemoveBanner(false);
    setError(null);
  }, [open, partner]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving || !form.name.trim() || !form.url.trim()) return;
    let url: URL | null = null;
    try {
      url = new URL(form.url.trim());
    } catch {
      url = null;
    }
    if (!url || !/^https?:$/.test(url.protocol)) {
      setError(t('validation.partner.url'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave(partner?.id ?? null, {
        data: { ...form, name: form.name.trim(), url: form.url.trim(), description: form.description.trim() },
        banner,
        removeBanner,
      });
    } catch (err) {
      setError(err instanceof Error ? err.message : t('partners.save_failed'));
    } finally {
      setSaving(false);
    }
  }

  const current = partner && !removeBanner ? bannerUrl(partner) : '';
  return (
    <Modal title={partner ? t('partners.edit') : t('partners.add')} open={open} onOpenChange={(o) => (o ? null : onClose())}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {error ? (
          <p role="alert" className="rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-300">
            {error}
          </p>
        ) : null}
        <Field label={t('categories.field.name')} required value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
        <Field label={t('partners.field.url')} type="url" required placeholder="https://" value={form.url} onChange={(e) => setForm({ ...form, url: e.target.value })} />
        <div className="flex flex-col gap-1">
          <label htmlFor="partner-description" className="text-sm font-medium text-fg">
            {t('partners.field.description')}
          </label>
          <textarea
            id="partner-description"
            rows={3}
            value={form.description}
            onChange={(e) => setForm({ ...form, description: e.target.value })}
            className={`${input} py-2`}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="partner-banner" className="text-sm font-medium text-fg">
            {t('partners.field.banner')}
          </label>
          {current ? <img src={current} alt="" className="max-h-24 w-fit rounded border border-border object-contain" /> : null}
          <input
            id="partner-banner"
            type="file"
            accept={BANNER_ACCEPT}
            aria-describedby="partner-banner-hint"
            onChange={(e) => {
              const f = e.target.files?.[0] ?? null;
              if (f && !BANNER_TYPES.includes(f.type)) {
                setError(t('validation.partner.banner_type'));
                e.target.value = '';
                return;
              }
              setBanner(f);
            }}
            className="text-sm text-fg file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-surface-2 file:px-4 file:text-fg"
          />
          <p id="partner-banner-hint" className="text-xs text-muted">
            {t('partners.field.banner_hint')}
          </p>
          {partner?.banner && !removeBanner ? (
            <button type="button" className={`${btnSecondary} w-fit`} onClick={() => setRemoveBanner(true)}>
              {t('partners.remove_banner')}
            </button>
          ) : null}
        </div>
        <label className="flex min-h-11 items-center gap-3 text-sm text-fg">
          <input
            type="checkbox"
            className="size-5"
            checked={form.display_in_header}
            onChange={(e) => setForm({ ...form, display_in_header: e.target.checked })}
          />
          {t('partners.in_header')}
        </label>
        <label className="flex min-h-11 items-center gap-3 text-sm text-fg">
          <input
            type="checkbox"
            className="size-5"
            checked={form.display_in_footer}
            onChange={(e) => setForm({ ...form, display_in_footer: e.target.checked })}
          />
          {t('partners.in_footer')}
        </label>
        <div className="flex justify-end gap-2">
          <button type="button" className={btnSecondary} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={btnPrimary} disabled={saving || !form.name.trim() || !form.url.trim()}>
            {saving ? t('common.saving') : t('partners.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
