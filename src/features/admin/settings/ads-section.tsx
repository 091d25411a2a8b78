// Ads per device. The spec reads the ad setting two ways: per-slot enable flags for one
// network (mobile and desktop: instant messenger, full-page interstitial, sticky banner,
// popunder; desktop also skyscraper) plus JuicyAds, and per-device skyscraper and sticky
// banner with a zone id. The stored document holds both: every slot has enabled + zone id.
import { useState } from 'react';
import { Field } from '../../../ui/form-field';
import { putSetting, type AdPreferences, type Zone } from './api';
import { Check, SettingsSection } from './section';
import { useSave } from './use-save';
import { useT } from '../../../i18n';

// Keys of the `admin` catalog.
const SLOT_LABEL: Record<string, string> = {
  skyscraper: 'settings.ads.slot.skyscraper',
  sticky_banner: 'settings.ads.slot.sticky_banner',
  instant_messenger: 'settings.ads.slot.instant_messenger',
  fullpage_interstitial: 'settings.ads.slot.fullpage_interstitial',
  popunder: 'settings.ads.slot.popunder',
};
// checkAds gives English texts; the form shows them from the catalog.
const AD_ERRORS: Record<string, string> = {
  "Zone id may only contain letters, digits, '_' and '-'": 'validation.ads.zone_chars',
  'Zone id is required when the ad is enabled': 'validation.ads.zone_required',
  'Script URL must be an https:// URL': 'validation.ads.script_https',
  'Script URL is required when the ad is enabled': 'validation.ads.script_required',
};
const DEVICES = [
  { id: 'desktop', label: 'settings.ads.desktop', slots: ['skyscraper', 'sticky_banner', 'instant_messenger', 'fullpage_interstitial', 'popunder'] },
  { id: 'mobile', label: 'settings.ads.mobile', slots: ['sticky_banner', 'instant_messenger', 'fullpage_interstitial', 'popunder'] },
] as const;
const ZONE_ID = /^[A-Za-z0-9_-]*$/;

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

/** Client-side check with the server's rules; returns field errors by path. */
export function checkAds(v: AdPreferences): Record<string, string> {
  const errors: Record<string, string> = {};
  const zone = (z: Zone, path: string) => {
    if (!ZONE_ID.test(z.zone_id.trim())) errors[path] = "Zone id may only contain letters, digits, '_' and '-'";
    else if (z.enabled && !z.zone_id.trim()) errors[path] = 'Zone id is required when the ad is enabled';
  };
  for (const d of DEVICES) for (const s of d.slots) zone(v[d.id][s]!, `${d.id}.${s}`);
  zone(v.juicyads.banner, 'juicyads.banner');
  const url = v.juicyads.popunder.script_url.trim();
  if (url && !/^https:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[^\s"'<>\\]*)?$/.test(url)) errors['juicyads.popunder'] = 'Script URL must be an https:// URL';
  else if (v.juicyads.popunder.enabled && !url) errors['juicyads.popunder'] = 'Script URL is required when the ad is enabled';
  return errors;
}

function ZoneRow({ label, zone, error, onChange }: { label: string; zone: Zone; error?: string; onChange: (z: Zone) => void }) {
  const t = useT('admin');
  return (
    <div className="grid items-start gap-2 rounded-lg border border-border p-3 sm:grid-cols-[14rem_1fr]">
      <Check label={label} checked={zone.enabled} onChange={(enabled) => onChange({ ...zone, enabled })} />
      <Field label={t('settings.ads.zone_id', { label })} value={zone.zone_id} error={error && t(AD_ERRORS[error] ?? error)} spellCheck={false} onChange={(e) => onChange({ ...zone, zone_id: e.target.value })} />
    </div>
  );
}

export function AdsSection({ initial }: { initial: AdPreferences }) {
  const t = useT('admin');
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSave();

  const setZone = (d: 'desktop' | 'mobile', slot: string, z: Zone) => setValue((v) => ({ ...v, [d]: { ...v[d], [slot]: z } }));

  const submit = () => {
    const found = checkAds(value);
    setErrors(found);
    if (Object.keys(found).length) {
      save.setError(t('validation.settings.correct_fields'));
      return;
    }
    void save.run(async () => setValue(adsFromServer(await putSetting<AdPreferences>('ad_preferences', value))), t('settings.ads.saved'));
  };

  return (
    <SettingsSection id="ads" title={t('settings.ads.title')} description={t('settings.ads.description')} {...save} onSubmit={submit}>
      <Check label={t('settings.ads.show')} checked={value.enabled} onChange={(enabled) => setValue((v) => ({ ...v, enabled }))} />
      {DEVICES.map((d) => (
        <fieldset key={d.id} className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-fg">{t(d.label)}</legend>
          {d.slots.map((s) => (
            <ZoneRow
              key={s}
              label={t('settings.ads.device_slot', { device: t(d.label), slot: t(SLOT_LABEL[s] ?? s) })}
              zone={value[d.id][s]!}
              error={errors[`${d.id}.${s}`]}
              onChange={(z) => setZone(d.id, s, z)}
            />
          ))}
        </fieldset>
      ))}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-fg">JuicyAds</legend>
        <ZoneRow
          label={t('settings.ads.juicy_banner')}
          zone={value.juicyads.banner}
          error={errors['juicyads.banner']}
          onChange={(banner) => setValue((v) => ({ ...v, juicyads: { ...v.juicyads, banner } }))}
        />
        <div className="grid items-start gap-2 rounded-lg border border-border p-3 sm:grid-cols-[14rem_1fr]">
          <Check
            label={t('settings.ads.juicy_popunder')}
            checked={value.juicyads.popunder.enabled}
            onChange={(enabled) => setValue((v) => ({ ...v, juicyads: { ...v.juicyads, popunder: { ...v.juicyads.popunder, enabled } } }))}
          />
          <Field
            label={t('settings.ads.juicy_script')}
            type="url"
            value={value.juicyads.popunder.script_url}
            error={errors['juicyads.popunder'] && t(AD_ERRORS[errors['juicyads.popunder']] ?? errors['juicyads.popunder'])}
            onChange={(e) => {
              const script_url = e.target.value;
              setValue((v) => ({ ...v, juicyads: { ...v.juicyads, popunder: { ...v.juicyads.popunder, script_url } } }));
            }}
          />
        </div>
      </fieldset>
    </SettingsSection>
  );
}
