// Embedding (issue 41 §1): whether other sites may show this site's videos in an iframe
// (/embed/{slug}): any site, only the listed ones (the embed page's CSP frame-ancestors),
// or none (the embed page answers 404 and the embed code is not offered).
import { useId, useState } from 'react';
import { input } from '../../../ui/styles';
import { useT } from '../../../i18n';
import { putSetting } from './api';
import { SettingsSection } from './section';
import { useSave } from './use-save';
import { EMBED_MODES, MAX_EMBED_SITES, embedFromServer, parseEmbedSites, type EmbedMode, type EmbedProblem, type EmbedValue } from './embed-schema';

const modeKeys: Record<EmbedMode, string> = {
  on: 'settings.embed.mode_on',
  listed: 'settings.embed.mode_listed',
  off: 'settings.embed.mode_off',
};

export function EmbedSection({ initial }: { initial: EmbedValue }) {
  const t = useT('admin');
  const id = useId();
  const [mode, setMode] = useState<EmbedMode>(initial.mode);
  const [text, setText] = useState(initial.sites.join('\n'));
  const [problem, setProblem] = useState<EmbedProblem | null>(null);
  const save = useSave();

  const problemText = (p: EmbedProblem) =>
    p.key === 'validation.embed.too_many'
      ? t('validation.embed.too_many', { max: MAX_EMBED_SITES })
      : p.key === 'validation.embed.none_listed'
        ? t('validation.embed.none_listed')
        : t(p.key, { line: p.line, site: p.site });

  const submit = () => {
    const parsed = parseEmbedSites(text, mode);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      save.setError(t('validation.settings.correct_fields'));
      document.getElementById(`${id}-sites`)?.focus();
      return;
    }
    setProblem(null);
    void save.mutate(async () => {
      const stored = embedFromServer(await putSetting<EmbedValue>('embedding', { mode, sites: parsed.sites }));
      setMode(stored.mode);
      setText(stored.sites.join('\n'));
    }, t('settings.embed.saved'));
  };

  const sitesError = problem ? problemText(problem) : null;
  return (
    <SettingsSection id="embed" title={t('settings.embed.title')} description={t('settings.embed.description')} {...save} onSubmit={submit}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-fg">{t('settings.embed.mode')}</legend>
        {EMBED_MODES.map((m) => (
          <label key={m} className="flex min-h-11 items-center gap-3 text-sm text-fg">
            <input type="radio" name={`${id}-mode`} className="size-5 accent-accent" value={m} checked={mode === m} onChange={() => setMode(m)} />
            {t(modeKeys[m])}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-sites`} className="text-sm font-medium text-fg">
          {t('settings.embed.sites')}
        </label>
        <p id={`${id}-sites-hint`} className="text-xs text-muted">
          {t('settings.embed.sites_hint', { max: MAX_EMBED_SITES })}
        </p>
        <textarea
          id={`${id}-sites`}
          className={`${input} min-h-24 py-2 ${sitesError ? 'border-red-500' : ''}`}
          aria-describedby={[`${id}-sites-hint`, sitesError ? `${id}-sites-err` : ''].filter(Boolean).join(' ')}
          aria-invalid={sitesError ? true : undefined}
          spellCheck={false}
          autoCapitalize="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {sitesError ? (
          <p id={`${id}-sites-err`} role="alert" className="text-sm text-red-400">
            {sitesError}
          </p>
        ) : null}
      </div>
    </SettingsSection>
  );
}
