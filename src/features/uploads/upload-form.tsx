// The video upload form shared by the admin and creator video tabs (management spec:
// Video upload form). The file goes over tus with a real progress bar (pause/resume; a
// reload resumes it), then the fields go to the server, which processes the video as a
// job; the form waits for the video to exist and reports success for 3 s.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import type * as tus from 'tus-js-client';
import { useCategories, useSetting } from '../../data/catalog';
import { toUserError } from '../../data/errors';
import { finishUpload, followJob, startVideoUpload, type JobRecord, type UploadCallbacks } from '../../data/uploads';
import { Field, FormMessage } from '../../ui/form-field';
import { btnPrimary, btnSecondary, input } from '../../ui/styles';
import { useSession } from '../../data/session';
import { PerformerPicker } from '../performers/performer-picker';
import { useAgreementVersion } from '../performers/api';
import { saveConsents } from './consents';
import { DropZone } from './drop-zone';
import { PerformersFieldset } from './performers-fieldset';
import { formatSpeed, formatTimeLeft, nextSpeed, percent } from './upload-stats';
import { useLocale, useT } from '../../i18n';
import { ChipPicker } from '../../ui/chip-picker';
import { emptyUpload, uploadSchema, type UploadFields, type UploadValues } from './upload-schema';

export interface UploadFormProps {
  /** Called with the new video's id once the server has created it. */
  onUploaded?: (videoId: string) => void;
}

// Keys of the `creator` catalog.
const MSG_NO_CDN = 'upload.no_cdn';
const MSG_SUCCESS = 'manager.uploaded';
const MSG_METADATA = 'upload.metadata_failed';
const MSG_FAILED = 'upload.failed';
const VIDEO_TYPES = '.mp4,.mov,.avi,video/mp4,video/quicktime,video/x-msvideo,video/avi';
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

type Phase = 'idle' | 'uploading' | 'paused' | 'processing';

/** Reads the duration from the file's metadata in the browser (AVI often has none: then the server's). */
function readDuration(file: File): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const v = document.createElement('video');
    v.preload = 'metadata';
    const done = (fn: () => void) => {
      URL.revokeObjectURL(url);
      fn();
    };
    v.onloadedmetadata = () => done(() => (Number.isFinite(v.duration) ? resolve(v.duration) : reject(new Error('no duration'))));
    v.onerror = () => done(() => reject(new Error('unreadable')));
    v.src = url;
  });
}

const formatSeconds = (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

export function UploadForm({ onUploaded }: UploadFormProps) {
  const t = useT('creator');
  const locale = useLocale();
  const categories = useCategories().data ?? [];
  const cdn = useSetting('cdn_preferences').data as Record<string, unknown> | undefined;
  // The form's values; checked on Upload only, its one message shows above the form.
  const { register, handleSubmit, watch, setValue, reset: resetValues } = useForm<UploadValues, unknown, UploadFields>({
    resolver: zodResolver(uploadSchema),
    defaultValues: emptyUpload(),
    shouldFocusError: false,
  });
  const [chosen, thumbnail, useFrame, people, performers, video, duration, durationUnknown] = watch([
    'categories',
    'thumbnail',
    'useFrame',
    'people',
    'performers',
    'video',
    'duration',
    'durationUnknown',
  ]);
  const me = useSession((st) => st.user?.id ?? '');
  const agreementVersion = useAgreementVersion().data ?? '';
  const [phase, setPhase] = useState<Phase>('idle');
  const [sent, setSent] = useState({ sent: 0, total: 0, speed: 0 });
  const [job, setJob] = useState<JobRecord | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const uploadRef = useRef<tus.Upload | null>(null);
  const lastSample = useRef({ at: 0, sent: 0 });
  const stopFollow = useRef<() => void>(() => undefined);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => () => stopFollow.current(), []);
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), 3000);
    return () => clearTimeout(timer);
  }, [success]);

  const busy = phase !== 'idle';
  const noCdn =
    cdn != null &&
    Object.keys(cdn).length > 0 &&
    cdn.use_local === false &&
    !cdn.use_doodstream &&
    !cdn.use_vidguard &&
    !cdn.use_streamtape;

  const onVideo = (f: File | null) => {
    setValue('video', f);
    setValue('duration', null);
    setValue('durationUnknown', false);
    if (!f) return;
    readDuration(f).then(
      (d) => setValue('duration', d),
      () => {
        // AVI and some MOV files do not play in the browser: the server reads their duration.
        if (/\.(avi|mov)$/i.test(f.name)) setValue('durationUnknown', true);
        else setError(t(MSG_METADATA));
      },
    );
  };

  const reset = () => {
    resetValues(emptyUpload());
    setSent({ sent: 0, total: 0, speed: 0 });
    setJob(null);
    formRef.current?.reset();
  };

  // What the server gets with the file (the schema has trimmed the texts).
  const fieldsOf = (v: UploadFields) => ({
    title: v.title,
    author: v.author,
    description: v.description,
    license: v.license,
    categories: v.categories,
    tags: v.tags,
    thumbnail: v.useFrame ? null : v.thumbnail,
    useFrame: v.useFrame,
    performers: v.performers,
    productionDate: v.productionDate,
    agreementVersion: v.agreement ? agreementVersion : '',
  });

  // The server writes, each a mutation: the tus upload's start (its bytes, progress and
  // pause stay this form's state), the record made from the fields (early, as soon as tus has
  // the file's URL, and again once its last byte is in), and the people's consents once
  // processing has made the video record they point at.
  const consents = useMutation({
    mutationFn: ({ videoId, people }: { videoId: string; people: UploadFields['people'] }) => saveConsents(videoId, me, people),
    onSuccess: (_done, { videoId }) => {
      setPhase('idle');
      reset();
      setSuccess(t(MSG_SUCCESS));
      onUploaded?.(videoId);
    },
    onError: (err) => {
      // The video itself is saved; the creator is told the records are not.
      setPhase('idle');
      setError(t('upload.consents_failed', { error: toUserError(err, '') }));
    },
  });
  const failed = (err: unknown) => {
    setPhase('idle');
    setError(toUserError(err, t(MSG_FAILED)));
  };
  // Recorded early: if this page closes after the last byte, the server still processes it.
  const record = useMutation({
    mutationFn: ({ url, v }: { url: string; v: UploadFields }) => finishUpload(url, fieldsOf(v)),
    onError: (err) => {
      void uploadRef.current?.abort();
      failed(err);
    },
  });
  const finish = useMutation({
    mutationFn: async ({ url, v }: { url: string; v: UploadFields }) => {
      const res = await finishUpload(url, fieldsOf(v));
      if (!res.job) throw new Error(t(MSG_FAILED));
      return res;
    },
    onSuccess: ({ job: jobId, video: videoId }, { v }) => {
      stopFollow.current = followJob(jobId, (j) => {
        setJob(j);
        if (j.state === 'done') {
          stopFollow.current();
          consents.mutate({ videoId, people: v.people });
        } else if (j.state === 'failed') {
          stopFollow.current();
          setPhase('idle');
          setError(`${t(MSG_FAILED)}: ${j.last_error}`);
        }
      });
    },
    onError: failed,
  });
  const begin = useMutation({
    mutationFn: ({ file, v }: { file: File; v: UploadFields }) => startVideoUpload(file, uploadCallbacks(v)),
    onSuccess: (u) => {
      uploadRef.current = u;
    },
    onError: failed,
  });

  const upload = handleSubmit(
    (v) => {
      if (!v.video) return; // the schema requires it
      setPhase('uploading');
      lastSample.current = { at: performance.now(), sent: 0 };
      begin.mutate({ file: v.video, v });
    },
    (errors) => setError(errors.root?.message ? t(errors.root.message) : null),
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setSuccess(null);
    if (noCdn) return setError(t(MSG_NO_CDN));
    void upload(e);
  };

  const uploadCallbacks = (v: UploadFields): UploadCallbacks => ({
    onUrl: (url) => record.mutate({ url, v }),
    onProgress: (s, total) => {
      const now = performance.now();
      const prev = lastSample.current;
      setSent((old) => ({ sent: s, total, speed: nextSpeed(old.speed, s - prev.sent, now - prev.at) }));
      lastSample.current = { at: now, sent: s };
    },
    onSuccess: (url) => {
      setPhase('processing');
      finish.mutate({ url, v });
    },
    onError: (message) => {
      setPhase('idle');
      setError(message);
    },
  });

  const pause = async () => {
    await uploadRef.current?.abort();
    setPhase('paused');
  };
  const resume = () => {
    lastSample.current = { at: performance.now(), sent: sent.sent };
    setSent((s) => ({ ...s, speed: 0 }));
    uploadRef.current?.start();
    setPhase('uploading');
  };

  const pct = percent(sent.sent, sent.total);
  const chips = categories.filter((c) => !c.protected);

  return (
    <form ref={formRef} onSubmit={onSubmit} className="flex flex-col gap-4" noValidate aria-label={t('upload.form')} data-testid="upload-form">
      <FormMessage kind="error">{error}</FormMessage>
      <FormMessage kind="success">{success}</FormMessage>
      {noCdn ? <FormMessage kind="error">{t(MSG_NO_CDN)}</FormMessage> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Field label={t('edit.video_title')} {...register('title')} maxLength={200} disabled={busy} required />
        <Field label={t('edit.author')} {...register('author')} maxLength={100} disabled={busy} required />
        <Field
          label={t('upload.duration')}
          value={duration != null ? formatSeconds(duration) : durationUnknown ? t('upload.duration_server') : ''}
          readOnly
          placeholder={t('upload.duration_placeholder')}
          hint={t('upload.duration_hint')}
        />
        <Field label={t('upload.license')} {...register('license')} maxLength={200} disabled={busy} />
        <Field label={t('tags.label')} {...register('tags')} maxLength={400} disabled={busy} hint={t('tags.hint')} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="upload-description" className="text-sm font-medium text-fg">
          {t('edit.description')}
        </label>
        <textarea
          id="upload-description"
          {...register('description')}
          maxLength={5000}
          rows={4}
          disabled={busy}
          className={`${input} py-2`}
        />
      </div>
      {chips.length > 0 ? (
        <ChipPicker legend={t('edit.categories')} chips={chips} chosen={chosen} disabled={busy} onChange={(ids) => setValue('categories', ids)} />
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <DropZone
            label={t('upload.thumbnail')}
            accept={IMAGE_TYPES}
            hint={t('upload.thumbnail_hint')}
            file={useFrame ? null : thumbnail}
            disabled={busy || useFrame}
            onFile={(f) => setValue('thumbnail', f)}
            testId="thumbnail-input"
          />
          <label className="flex min-h-11 items-center gap-2 text-sm text-fg">
            <input type="checkbox" disabled={busy} {...register('useFrame')} className="size-5" />
            {t('upload.use_frame')}
          </label>
        </div>
        <DropZone label={t('upload.video_file')} accept={VIDEO_TYPES} hint={t('upload.video_hint')} file={video} disabled={busy} onFile={onVideo} testId="video-input" />
      </div>

      <PerformersFieldset people={people} onChange={(next) => setValue('people', next)} disabled={busy} />

      <PerformerPicker owner={me} chosen={performers} onChange={(ids) => setValue('performers', ids)} disabled={busy} />
      <Field
        label={t('upload.production_date')}
        type="date"
        {...register('productionDate')}
        max={new Date().toISOString().slice(0, 10)}
        disabled={busy}
        hint={t('upload.production_date_hint')}
        required
      />
      <label className="flex min-h-11 items-start gap-2 text-sm text-fg">
        <input type="checkbox" disabled={busy} {...register('agreement')} className="mt-0.5 size-5 shrink-0" />
        <span>{t('upload.agreement', { version: agreementVersion })}</span>
      </label>

      {phase !== 'idle' || sent.total > 0 ? (
        <div className="flex flex-col gap-2" data-testid="upload-progress">
          <div
            role="progressbar"
            aria-label={t('upload.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
            className="h-3 w-full overflow-hidden rounded-full bg-surface-2"
          >
            <div className="h-full bg-accent transition-[width] motion-reduce:transition-none" style={{ width: `${pct}%` }} />
          </div>
          <p className="flex flex-wrap gap-x-4 text-sm text-muted" aria-live="polite">
            <span className="font-semibold text-fg">{t('upload.percent', { pct })}</span>
            {phase === 'uploading' ? (
              <>
                <span>{formatSpeed(sent.speed, locale)}</span>
                <span>{formatTimeLeft(sent.total - sent.sent, sent.speed, locale, (time) => t('upload.time_left', { time }))}</span>
              </>
            ) : null}
            {phase === 'paused' ? <span>{t('upload.paused')}</span> : null}
            {phase === 'processing' ? (
              <span data-testid="processing">
                {job && job.state === 'running' ? t('upload.processing_pct', { pct: Math.round(job.progress) }) : t('upload.processing')}{' '}
                {job?.last_error ? t('upload.retrying', { error: job.last_error }) : ''}
              </span>
            ) : null}
          </p>
        </div>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <button type="submit" className={btnPrimary} disabled={busy || noCdn}>
          {phase === 'processing' ? t('upload.processing_button') : busy ? t('upload.uploading') : t('manager.upload')}
        </button>
        {phase === 'uploading' ? (
          <button type="button" className={btnSecondary} onClick={() => void pause()}>
            {t('upload.pause')}
          </button>
        ) : null}
        {phase === 'paused' ? (
          <button type="button" className={btnSecondary} onClick={resume}>
            {t('upload.resume')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
