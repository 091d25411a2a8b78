// Settings tab: video hosts and player order, write-only secrets, ads per device and the
// site settings. Each section saves on its own through the validated settings routes.
import { useCallback, useEffect, useState } from 'react';
import { FormMessage } from '../../../ui/form-field';
import { Spinner } from '../../../ui/status-panel';
import { btnSecondary } from '../../../ui/styles';
import { getSecrets, getSetting, type AdPreferences, type SiteValue } from './api';
import { AdsSection, adsFromServer } from './ads-section';
import { CdnSection, cdnFromServer, type CdnValue } from './cdn-section';
import { SecretsSection } from './secrets-section';
import { SiteSection, siteFromServer } from './site-section';
import { TabHeader } from '../tab-frame';
import { useT } from '../../../i18n';

interface Loaded {
  cdn: CdnValue;
  ads: AdPreferences;
  site: SiteValue;
  secrets: Record<string, boolean>;
}

export default function SettingsTab() {
  const t = useT('admin');
  const [data, setData] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [seq, setSeq] = useState(0);

  const load = useCallback(async () => {
    setFailed(false);
    setData(null);
    try {
      const [cdn, ads, site, secrets] = await Promise.all([
        getSetting<Record<string, unknown>>('cdn_preferences'),
        getSetting<Partial<AdPreferences>>('ad_preferences'),
        getSetting<Partial<SiteValue>>('site'),
        getSecrets(),
      ]);
      setData({ cdn: cdnFromServer(cdn), ads: adsFromServer(ads), site: siteFromServer(site), secrets });
      setSeq((n) => n + 1);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

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
        </div>
      )}
    </div>
  );
}
