// /premium/signup (spec §2 "Premium signup"): a full-screen carousel of three feature
// slides and an FAQ slide, moved by wheel, arrow keys, swipes, the arrows and the dots (150 ms
// lock, carousel.ts); every slide's call to action opens the plan and payment modal.
// Visitors are sent to /signup with the premium message.
import { useT } from '../../i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { paths, type NoticeState } from '../../lib/paths';
import { useSession } from '../../data/session';
import { PREMIUM_SIGNUP_FIRST } from '../../lib/messages';
import { Spinner } from '../../ui/status-panel';
import { btnPrimary, iconBtn } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/use-document-title';
import { PaymentModal } from '../payments/payment-modal';
import { goTo, keyDelta, step, swipeDelta, type CarouselState } from './carousel';
import { useSlides } from './premium-slides';

export function PremiumSignupPage() {
  const t = useT('premium');
  const SLIDES = useSlides();
  useDocumentTitle(t('modal.title'));
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const [state, setState] = useState<CarouselState>({ index: 0, lockedUntil: 0 });
  const [modalOpen, setModalOpen] = useState(false);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const count = SLIDES.length;

  const move = useCallback((delta: number) => setState((s) => step(s, delta, count, performance.now())), [count]);

  useEffect(() => {
    if (modalOpen) return;
    const onKey = (ev: KeyboardEvent) => {
      const t = ev.target as HTMLElement | null;
      if (t && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName))) return;
      const d = keyDelta(ev.key);
      if (!d) return;
      ev.preventDefault();
      move(d);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [modalOpen, move]);

  if (status === 'loading') return <Spinner />;
  if (!user) {
    const notice: NoticeState = { message: PREMIUM_SIGNUP_FIRST };
    return <Navigate to={paths.signup()} replace state={notice} />;
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      className="relative h-[calc(100dvh-4rem)] min-h-[28rem] overflow-hidden"
      onWheel={(ev) => {
        if (!modalOpen && Math.abs(ev.deltaY) > 2) move(ev.deltaY);
      }}
      onTouchStart={(ev) => {
        const t = ev.touches[0];
        touch.current = t ? { x: t.clientX, y: t.clientY } : null;
      }}
      onTouchEnd={(ev) => {
        const t = ev.changedTouches[0];
        if (touch.current && t) move(swipeDelta(t.clientX - touch.current.x, t.clientY - touch.current.y));
        touch.current = null;
      }}
    >
      <div className="h-full transition-transform duration-150 ease-out motion-reduce:transition-none" style={{ transform: `translateY(-${state.index * 100}%)` }}>
        {SLIDES.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { n: i + 1, total: count, title: slide.title })}
            aria-hidden={i !== state.index}
            inert={i !== state.index}
            data-testid={`premium-slide-${slide.id}`}
            className="flex h-full flex-col items-center justify-center gap-6 bg-gradient-to-b from-surface to-bg px-14 text-center sm:px-20"
          >
            <h1 className="max-w-3xl text-3xl font-bold text-fg sm:text-5xl">{slide.title}</h1>
            <div className="max-w-3xl text-base text-muted sm:text-lg">{slide.body}</div>
            <button type="button" className={`${btnPrimary} px-8`} onClick={() => setModalOpen(true)}>
              {t('modal.title')}
            </button>
          </div>
        ))}
      </div>
      <div className="absolute end-3 top-1/2 flex -translate-y-1/2 flex-col items-center gap-2">
        <button type="button" className={iconBtn} aria-label={t('carousel.previous')} disabled={state.index === 0} onClick={() => move(-1)}>
          <span aria-hidden="true">↑</span>
        </button>
        {SLIDES.map((slide, i) => (
          <button
            key={slide.id}
            type="button"
            aria-label={t('carousel.go_to', { n: i + 1, title: slide.title })}
            aria-current={i === state.index ? 'true' : undefined}
            onClick={() => setState((s) => goTo(s, i, count, performance.now()))}
            className="flex size-8 items-center justify-center"
          >
            <span className={`block size-2.5 rounded-full ${i === state.index ? 'bg-accent' : 'bg-border'}`} />
          </button>
        ))}
        <button type="button" className={iconBtn} aria-label={t('carousel.next')} disabled={state.index === count - 1} onClick={() => move(1)}>
          <span aria-hidden="true">↓</span>
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {t('carousel.slide', { n: state.index + 1, total: count, title: SLIDES[state.index]?.title ?? '' })}
      </p>
      <PaymentModal open={modalOpen} onOpenChange={setModalOpen} />
    </section>
  );
}
