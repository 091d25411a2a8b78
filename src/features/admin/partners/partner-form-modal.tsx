// Add Partner / Edit Partner: name and URL required (save disabled otherwise), banner
// jpeg/jpg/png/webp (one file, 1200x630 recommended), header/footer flags, description.
// react-hook-form + zod (partner-schema.ts); every message shows in the box on top.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import type { Partner } from '../../../data/types';
import { Field } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal';
import { btnPrimary, btnSecondary, input } from '../../../ui/styles';
import { bannerUrl, type PartnerInput } from './api';
import { useT } from '../../../i18n';
import { bannerSchema, partnerSchema, type PartnerValid, type PartnerValues } from './partner-schema';

export const BANNER_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

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

const EMPTY: PartnerValues = { name: '', url: '', description: '', display_in_header: false, display_in_footer: false, banner: null, removeBanner: false };

export function PartnerFormModal({ open, partner, onClose, onSave }: Props) {
  const t = useT('admin');
  const form = useForm<PartnerValues, unknown, PartnerValid>({ resolver: zodResolver(partnerSchema), defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const [name, url, removeBanner] = useWatch({ control: form.control, name: ['name', 'url', 'removeBanner'] });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { reset } = form;

  useEffect(() => {
    if (!open) return;
    reset(
      partner
        ? {
            ...EMPTY,
            name: partner.name,
            url: partner.url,
            description: partner.description,
            display_in_header: partner.display_in_header,
            display_in_footer: partner.display_in_footer,
          }
        : EMPTY,
    );
    setError(null);
  }, [open, partner, reset]);

  async function save({ banner, removeBanner, ...data }: PartnerValid) {
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      await onSave(partner?.id ?? null, { data, banner, removeBanner });
    } catch (err) {
      setError(err instanceof Error ? err.message : t('partners.save_failed'));
    } finally {
      setSaving(false);
    }
  }
  // The schema's message (a catalog key) shows in the box on top, as a server error does.
  const refuse = (errors: FieldErrors<PartnerValues>) => {
    const m = errors.url?.message ?? errors.banner?.message;
    if (m) setError(t(m));
  };
  const blank = !name.trim() || !url.trim();
  const submit = form.handleSubmit(save, refuse);

  const current = partner && !removeBanner ? bannerUrl(partner) : '';
  return (
    <Modal title={partner ? t('partners.edit') : t('partners.add')} open={open} onOpenChange={(o) => (o ? null : onClose())}>
      <form
        onSubmit={(e) => {
          if (!saving && !blank) return void submit(e);
          e.preventDefault();
        }}
        noValidate
        className="flex flex-col gap-4"
      >
        {error ? (
          <p role="alert" className="rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-300">
            {error}
          </p>
        ) : null}
        <Field label={t('categories.field.name')} required {...form.register('name')} />
        <Field label={t('partners.field.url')} type="url" required placeholder="https://" {...form.register('url')} />
        <div className="flex flex-col gap-1">
          <label htmlFor="partner-description" className="text-sm font-medium text-fg">
            {t('partners.field.description')}
          </label>
          <textarea
            id="partner-description"
            rows={3}
            {...form.register('description')}
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
              const checked = bannerSchema.safeParse(f);
              if (!checked.success) {
                setError(t(checked.error.issues[0]?.message ?? 'validation.partner.banner_type'));
                e.target.value = '';
                return;
              }
              form.setValue('banner', f);
            }}
            className="text-sm text-fg file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-surface-2 file:px-4 file:text-fg"
          />
          <p id="partner-banner-hint" className="text-xs text-muted">
            {t('partners.field.banner_hint')}
          </p>
          {partner?.banner && !removeBanner ? (
            <button type="button" className={`${btnSecondary} w-fit`} onClick={() => form.setValue('removeBanner', true)}>
              {t('partners.remove_banner')}
            </button>
          ) : null}
        </div>
        <label className="flex min-h-11 items-center gap-3 text-sm text-fg">
          <input type="checkbox" className="size-5" {...form.register('display_in_header')} />
          {t('partners.in_header')}
        </label>
        <label className="flex min-h-11 items-center gap-3 text-sm text-fg">
          <input type="checkbox" className="size-5" {...form.register('display_in_footer')} />
          {t('partners.in_footer')}
        </label>
        <div className="flex justify-end gap-2">
          <button type="button" className={btnSecondary} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={btnPrimary} disabled={saving || blank}>
            {saving ? t('common.saving') : t('partners.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
