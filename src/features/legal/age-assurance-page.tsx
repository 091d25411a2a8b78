// How we verify age (issue 37; Ofcom asks for the methods to be published): the providers
// in use and what each checks, what the site keeps, and the policy per region, as the
// server applies them (GET /api/agegate/methods, open before the check).
import { useQuery } from '@tanstack/react-query';
import { pb } from '../../data/pb';
import { useT } from '../../i18n';
import { LegalPage } from './legal-page';

interface Methods {
  providers: { id: string; name: string; method: string }[];
  regions: { region: string; action: string; renewal_days: number; law?: string }[];
}

const actionKeys: Record<string, string> = {
  'click-through': 'age_assurance.action_click',
  verify: 'age_assurance.action_verify',
  block: 'age_assurance.action_block',
};

export function AgeAssurancePage() {
  const t = useT('legal');
  const q = useQuery({ queryKey: ['agegate', 'methods'], queryFn: () => pb.send<Methods>('/api/agegate/methods', { requestKey: null }) });
  const regions = (q.data?.regions ?? []).filter((r) => r.action !== 'click-through' || r.region === '*');
  return (
    <LegalPage title={t('age_assurance.title')}>
      <p>{t('age_assurance.intro')}</p>
      <h2>{t('age_assurance.methods_heading')}</h2>
      {q.data && q.data.providers.length === 0 ? (
        <p>{t('age_assurance.no_provider')}</p>
      ) : (
        <ul>
          {(q.data?.providers ?? []).map((p) => (
            <li key={p.id}>
              <strong className="text-fg">{p.name}</strong>: {p.method}
            </li>
          ))}
        </ul>
      )}
      <h2>{t('age_assurance.stored_heading')}</h2>
      <p>{t('age_assurance.stored')}</p>
      <h2>{t('age_assurance.regions_heading')}</h2>
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm">
          <thead>
            <tr>
              <th scope="col" className="py-1 pe-3 text-start text-fg">{t('age_assurance.col_region')}</th>
              <th scope="col" className="py-1 pe-3 text-start text-fg">{t('age_assurance.col_action')}</th>
              <th scope="col" className="py-1 text-start text-fg">{t('age_assurance.col_law')}</th>
            </tr>
          </thead>
          <tbody>
            {regions.map((r) => (
              <tr key={r.region} className="border-t border-border align-top">
                <td className="py-1 pe-3">{r.region === '*' ? t('age_assurance.other_regions') : r.region}</td>
                <td className="py-1 pe-3">
                  {t(actionKeys[r.action] ?? 'age_assurance.action_verify')}
                  {r.action === 'verify' ? ` (${t('age_assurance.renewal', { days: r.renewal_days })})` : ''}
                </td>
                <td className="py-1">{r.law}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </LegalPage>
  );
}
