// The content of the premium carousel: three feature slides and the FAQ, in the visitor's language.
import type { ReactNode } from 'react';
import { useT } from '../../i18n';

export interface Slide {
  id: string;
  title: string;
  body: ReactNode;
}

/** The ids of the slides (their count is known before the catalog arrives). */
export const SLIDE_IDS = ['videos', 'no-ads', 'area', 'faq'] as const;

export function useSlides(): Slide[] {
  const t = useT('premium');
  const faq: Array<[string, string]> = [
    [t('faq.pay_q'), t('faq.pay_a')],
    [t('faq.start_q'), t('faq.start_a')],
    [t('faq.renew_q'), t('faq.renew_a')],
    [t('faq.payments_q'), t('faq.payments_a')],
  ];
  return [
    { id: 'videos', title: t('slides.videos_title'), body: <p>{t('slides.videos_body')}</p> },
    { id: 'no-ads', title: t('slides.no_ads_title'), body: <p>{t('slides.no_ads_body')}</p> },
    { id: 'area', title: t('slides.area_title'), body: <p>{t('slides.area_body')}</p> },
    {
      id: 'faq',
      title: t('slides.faq_title'),
      body: (
        <dl className="grid gap-4 text-start sm:grid-cols-2">
          {faq.map(([q, a]) => (
            <div key={q} className="rounded-lg border border-border bg-surface/80 p-4">
              <dt className="font-semibold text-fg">{q}</dt>
              <dd className="mt-1 text-sm text-muted">{a}</dd>
            </div>
          ))}
        </dl>
      ),
    },
  ];
}
