// Settings tab: video hosts and player order, write-only secrets, ads per device, the
// site settings and embedding. Each section saves on its own through the validated settings routes.
import { FormMessage } from '../../../ui/form-field';
import { Spinner } from '../../../ui/status-panel';
import { btnSecondary } from '../../../ui/styles';
import { getOptionalSetting, getSecrets, getSetting, useSettingsTabData, type AdPreferences, type SiteValue } from './api';
import { AdsSection, adsFromServer } from './ads-section';
import { CdnSection, cdnFromServer, type CdnValue } from './cdn-section';
import { SecretsSection } from './secrets-section';
import { SiteSection, siteFromServer } from './site-section';
import { ModerationSection } from './moderation-section';
import { BannedTermsSection } from './banned-terms-section';
import { AgePolicySection } from './age-policy-section';
import { EmbedSection } from './embed-section';
import { embedFromServer, type EmbedValue } from './embed-schema';
import { getModerationSettings, type ModerationSettings } from './moderation-api';
import { TabHeader } from '../tab-frame';
import { useT } from '../../../i18n';

interface Loaded {
  cdn: CdnValue;
  ads: AdPreferences;
  site: SiteValue;
  secrets: Record<string, boolean>;
  moderation: ModerationSettings;
  embed: EmbedValue;
}

async function loadAll(): Promise<Loaded> {
  const [cdn, ads, site, secrets, moderation, embed] = await Promise.all([
    getSetting<Record<string, unknown>>('cdn_preferences'),
    getSetting<Partial<AdPreferences>>('ad_preferences'),
    getSetting<Partial<SiteValue>>('site'),
    getSecrets(),
    getModerationSettings(),
    getOptionalSetting<Partial<EmbedValue>>('embedding'),
  ]);
  return { cdn: cdnFromServer(cdn), ads: adsFromServer(ads), site: siteFromServer(site), secrets, moderation, embed: embedFromServer(embed) };
}

export default function SettingsTab() {
  const t = useT('admin');
  const q = useSettingsTabData(loadAll);
  const data = q.isFetching && !q.isSuccess ? null : (q.data ?? null);
  const failed = q.isError && !q.isFetching;
  // Each load gives the sections their initial values anew.
  const seq = q.dataUpdatedAt;
  const load = () => q.refetch();

  return (
    <div className="flex flex-col gap-6">
      <TabHeader title={t('tabs.settings')} />
      {failed ? (
        <div className="flex flex-col items-start gap-3">
          <FormMessage kind="error">{t('settings.load_failed')}</FormMessage>
          <button type="button" className={btnSecondary} onClick={() => void load()}>
            {t('common.try_again')}
          </button>
        </div>
      ) : !data ? (
        <Spinner label={t('settings.loading')} />
      ) : (
        <div key={seq} className="flex flex-col gap-6">
          <CdnSection initial={data.cdn} />
          <SecretsSection initial={data.secrets} />
          <AdsSection initial={data.ads} />
          <SiteSection initial={data.site} />
          <EmbedSection initial={data.embed} />
          <ModerationSection initial={data.moderation} />
          <BannedTermsSection />
          <AgePolicySection />
        </div>
      )}
    </div>
  );
}
