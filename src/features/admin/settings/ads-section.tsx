// Ads per device. The spec reads the ad setting two ways: per-slot enable flags for one
// network (mobile and desktop: instant messenger, full-page interstitial, sticky banner,
// popunder; desktop also skyscraper) plus JuicyAds, and per-device skyscraper and sticky
// banner with a zone id. The stored document holds both: every slot has enabled + zone id.
import { useState } from 'react';
import { Field } from '../../../ui/form-field';
import { putSetting, type AdPreferences, type Zone } from './api';
import { Check, SettingsSection } from './section';
import { useSave } from './use-save';

const SLOT_LABEL: Record<string, string> = {
  skyscraper: 'Skyscraper',
  sticky_banner: 'Sticky banner',
  instant_messenger: 'Instant messenger',
  fullpage_interstitial: 'Full-page interstitial',
  popunder: 'Popunder',
};
const DEVICES = [
  { id: 'desktop', label: 'Desktop', slots: ['skyscraper', 'sticky_banner', 'instant_messenger', 'fullpage_interstitial', 'popunder'] },
  { id: 'mobile', label: 'Mobile', slots: ['sticky_banner', 'instant_messenger', 'fullpage_interstitial', 'popunder'] },
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
  return (
    <div className="grid items-start gap-2 rounded-lg border border-border p-3 sm:grid-cols-[14rem_1fr]">
      <Check label={label} checked={zone.enabled} onChange={(enabled) => onChange({ ...zone, enabled })} />
      <Field label={`${label} zone id`} value={zone.zone_id} error={error} spellCheck={false} onChange={(e) => onChange({ ...zone, zone_id: e.target.value })} />
    </div>
  );
}

export function AdsSection({ initial }: { initial: AdPreferences }) {
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSave();

  const setZone = (d: 'desktop' | 'mobile', slot: string, z: Zone) => setValue((v) => ({ ...v, [d]: { ...v[d], [slot]: z } }));

  const submit = () => {
    const found = checkAds(value);
    setErrors(found);
    if (Object.keys(found).length) {
      save.setError('Please correct the highlighted fields');
      return;
    }
    void save.run(async () => setValue(adsFromServer(await putSetting<AdPreferences>('ad_preferences', value))), 'Ad settings saved');
  };

  return (
    <SettingsSection id="ads" title="Ads" description="Per device: each slot on or off, with the ad network's zone id." {...save} onSubmit={submit}>
      <Check label="Show ads on the site" checked={value.enabled} onChange={(enabled) => setValue((v) => ({ ...v, enabled }))} />
      {DEVICES.map((d) => (
        <fieldset key={d.id} className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-fg">{d.label}</legend>
          {d.slots.map((s) => (
            <ZoneRow
              key={s}
              label={`${d.label} ${SLOT_LABEL[s]!.toLowerCase()}`}
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
          label="JuicyAds banner"
          zone={value.juicyads.banner}
          error={errors['juicyads.banner']}
          onChange={(banner) => setValue((v) => ({ ...v, juicyads: { ...v.juicyads, banner } }))}
        />
        <div className="grid items-start gap-2 rounded-lg border border-border p-3 sm:grid-cols-[14rem_1fr]">
          <Check
            label="JuicyAds popunder"
            checked={value.juicyads.popunder.enabled}
            onChange={(enabled) => setValue((v) => ({ ...v, juicyads: { ...v.juicyads, popunder: { ...v.juicyads.popunder, enabled } } }))}
          />
          <Field
            label="JuicyAds popunder script URL"
            type="url"
            value={value.juicyads.popunder.script_url}
            error={errors['juicyads.popunder']}
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
