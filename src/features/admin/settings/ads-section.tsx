// Ads per device. The spec reads the ad setting two ways: per-slot enable flags for one
// network (mobile and desktop: instant messenger, full-page interstitial, sticky banner,
// popunder; desktop also skyscraper) plus JuicyAds, and per-device skyscraper and sticky
// banner with a zone id. The stored document holds both: every slot has enabled + zone id.
// react-hook-form + zod (ads-schema.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, type Control, type Path, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../../ui/form-field';
import { putSetting, type AdPreferences, type Zone } from './api';
import { Check, SettingsSection } from './section';
import { useSave } from './use-save';
import { useT } from '../../../i18n';
import { AD_ERRORS, adsSchema } from './ads-schema';

// Keys of the `admin` catalog.
const SLOT_LABEL: Record<string, string> = {
  skyscraper: 'settings.ads.slot.skyscraper',
  sticky_banner: 'settings.ads.slot.sticky_banner',
  instant_messenger: 'settings.ads.slot.instant_messenger',
  fullpage_interstitial: 'settings.ads.slot.fullpage_interstitial',
  popunder: 'settings.ads.slot.popunder',
};
// The schema gives English texts; the form shows them from the catalog.
const ERROR_KEYS: Record<string, string> = {
  [AD_ERRORS.zoneChars]: 'validation.ads.zone_chars',
  [AD_ERRORS.zoneRequired]: 'validation.ads.zone_required',
  [AD_ERRORS.scriptHttps]: 'validation.ads.script_https',
  [AD_ERRORS.scriptRequired]: 'validation.ads.script_required',
};
const DEVICES = [
  { id: 'desktop', label: 'settings.ads.desktop', slots: ['skyscraper', 'sticky_banner', 'instant_messenger', 'fullpage_interstitial', 'popunder'] },
  { id: 'mobile', label: 'settings.ads.mobile', slots: ['sticky_banner', 'instant_messenger', 'fullpage_interstitial', 'popunder'] },
] as const;

const emptyZone = (): Zone => ({ enabled: false, zone_id: '', zone_class: '' });

export function adsFromServer(v: Partial<AdPreferences>): AdPreferences {
  const dev = (d: 'desktop' | 'mobile', slots: readonly string[]) => {
    const out: Record<string, Zone> = {};
    for (const s of slots) out[s] = { ...emptyZone(), ...(v[d]?.[s] ?? {}) };
    return out;
  };
  return {
    enabled: !!v.enabled,
    desktop: dev('desktop', DEVICES[0].slots),
    mobile: dev('mobile', DEVICES[1].slots),
    juicyads: {
      banner: { ...emptyZone(), ...(v.juicyads?.banner ?? {}) },
      popunder: { enabled: !!v.juicyads?.popunder?.enabled, script_url: v.juicyads?.popunder?.script_url ?? '' },
    },
  };
}

type ZonePath = `desktop.${string}` | `mobile.${string}` | 'juicyads.banner';

/** An enable flag of the form, as a Check. */
function FlagCheck({ control, name, label }: { control: Control<AdPreferences>; name: Path<AdPreferences>; label: string }) {
  const { field } = useController({ control, name });
  return <Check label={label} checked={field.value === true} onChange={field.onChange} />;
}

function ZoneRow({ label, form, name, error }: { label: string; form: UseFormReturn<AdPreferences>; name: ZonePath; error?: string }) {
  const t = useT('admin');
  return (
    <div className="grid items-start gap-2 rounded-lg border border-border p-3 sm:grid-cols-[14rem_1fr]">
      <FlagCheck control={form.control} name={`${name}.enabled`} label={label} />
      <Field label={t('settings.ads.zone_id', { label })} error={error && t(ERROR_KEYS[error] ?? error)} spellCheck={false} {...form.register(`${name}.zone_id`)} />
    </div>
  );
}

export function AdsSection({ initial }: { initial: AdPreferences }) {
  const t = useT('admin');
  // raw: what is sent is the form's value as it stands; the schema only checks it.
  const form = useForm<AdPreferences>({ resolver: zodResolver(adsSchema, undefined, { raw: true }), defaultValues: initial, reValidateMode: 'onSubmit' });
  const errors = form.formState.errors;
  const save = useSave();

  const send = (value: AdPreferences) =>
    void save.mutate(async () => form.reset(adsFromServer(await putSetting<AdPreferences>('ad_preferences', value))), t('settings.ads.saved'));
  const scriptError = errors.juicyads?.popunder?.script_url?.message;
  const submit = () => void form.handleSubmit(send, () => save.setError(t('validation.settings.correct_fields')))();

  return (
    <SettingsSection id="ads" title={t('settings.ads.title')} description={t('settings.ads.description')} {...save} onSubmit={submit}>
      <FlagCheck control={form.control} name="enabled" label={t('settings.ads.show')} />
      {DEVICES.map((d) => (
        <fieldset key={d.id} className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-fg">{t(d.label)}</legend>
          {d.slots.map((s) => (
            <ZoneRow
              key={s}
              label={t('settings.ads.device_slot', { device: t(d.label), slot: t(SLOT_LABEL[s] ?? s) })}
              form={form}
              name={`${d.id}.${s}`}
              error={errors[d.id]?.[s]?.zone_id?.message}
            />
          ))}
        </fieldset>
      ))}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-fg">JuicyAds</legend>
        <ZoneRow
          label={t('settings.ads.juicy_banner')}
          form={form}
          name="juicyads.banner"
          error={errors.juicyads?.banner?.zone_id?.message}
        />
        <div className="grid items-start gap-2 rounded-lg border border-border p-3 sm:grid-cols-[14rem_1fr]">
          <FlagCheck control={form.control} name="juicyads.popunder.enabled" label={t('settings.ads.juicy_popunder')} />
          <Field
            label={t('settings.ads.juicy_script')}
            type="url"
            error={scriptError && t(ERROR_KEYS[scriptError] ?? scriptError)}
            {...form.register('juicyads.popunder.script_url')}
          />
        </div>
      </fieldset>
    </SettingsSection>
  );
}
