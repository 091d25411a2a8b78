// The DMCA notice form of the /dmca page: the fields a valid notice needs (17 U.S.C.
// 512(c)(3)); a notice opens a case in the moderators' queue and answers its reference.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from '../../lib/zod';
import { toUserError } from '../../data/errors';
import { Field } from '../../ui/form-field';
import { btnPrimary, input } from '../../ui/styles';
import { splitUrls, useDmcaNotice } from './api';

// Every limit a shown field can break has its own text: zod/mini has no default messages
// (src/lib/zod.ts) and would show 'Invalid input'.
const schema = z.object({
  work: z.string().check(z.trim(), z.minLength(1, 'Describe the copyrighted work.'), z.maxLength(2000, 'At most 2,000 characters.')),
  urls: z.string().check(
    z.refine((s) => splitUrls(s).length > 0, 'List at least one URL on this site.'),
    z.refine((s) => splitUrls(s).length <= 20, 'At most 20 URLs.'),
  ),
  name: z.string().check(z.trim(), z.minLength(1, 'Give your full name.'), z.maxLength(200, 'At most 200 characters.')),
  email: z.email('Give a valid email address.'),
  address: z.string().check(z.maxLength(500)),
  phone: z.string().check(z.maxLength(50)),
  good_faith: z.literal(true, { message: 'This statement is required.' }),
  accuracy: z.literal(true, { message: 'This statement is required.' }),
  signature: z.string().check(z.trim(), z.minLength(1, 'Sign with your full name.'), z.maxLength(200, 'At most 200 characters.')),
});
type Values = z.input<typeof schema>;

export function DmcaForm() {
  const notice = useDmcaNotice();
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { work: '', urls: '', name: '', email: '', address: '', phone: '', signature: '' },
  });
  const err = formState.errors;
  if (notice.data) {
    return (
      <p role="status" className="rounded-xl border border-border bg-surface p-4 text-fg">
        Your notice was received. Your reference is <strong data-testid="dmca-reference">{notice.data.reference}</strong>.
      </p>
    );
  }
  const onSubmit = handleSubmit((v) =>
    notice.mutate({
      work: v.work,
      urls: splitUrls(v.urls),
      name: v.name,
      email: v.email,
      address: v.address,
      phone: v.phone,
      good_faith: v.good_faith === true,
      accuracy: v.accuracy === true,
      signature: v.signature,
    }),
  );
  return (
    <form className="not-prose flex flex-col gap-3" onSubmit={onSubmit} noValidate aria-labelledby="dmca-form-h">
      <h2 id="dmca-form-h" className="text-lg font-semibold text-fg">
        Send a notice
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor="dmca-work" className="text-sm font-medium text-fg">
          The copyrighted work
        </label>
        <textarea id="dmca-work" rows={3} className={input} aria-invalid={err.work ? true : undefined} {...register('work')} />
        {err.work ? <p role="alert" className="text-sm text-red-400">{err.work.message}</p> : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="dmca-urls" className="text-sm font-medium text-fg">
          Infringing URLs on this site (one a line)
        </label>
        <textarea id="dmca-urls" rows={3} className={input} aria-invalid={err.urls ? true : undefined} {...register('urls')} />
        {err.urls ? <p role="alert" className="text-sm text-red-400">{err.urls.message}</p> : null}
      </div>
      <Field label="Full name" autoComplete="name" error={err.name?.message} {...register('name')} />
      <Field label="Email" type="email" autoComplete="email" error={err.email?.message} {...register('email')} />
      <Field label="Postal address (optional)" autoComplete="street-address" {...register('address')} />
      <Field label="Phone (optional)" type="tel" autoComplete="tel" {...register('phone')} />
      <label className="flex items-start gap-2 text-sm text-fg">
        <input type="checkbox" {...register('good_faith')} />
        I have a good-faith belief that the use described is not authorised by the copyright owner, its agent or the law.
      </label>
      {err.good_faith ? <p role="alert" className="text-sm text-red-400">{err.good_faith.message}</p> : null}
      <label className="flex items-start gap-2 text-sm text-fg">
        <input type="checkbox" {...register('accuracy')} />
        The information in this notice is accurate, and under penalty of perjury, I am the owner or authorised to act on the owner&apos;s behalf.
      </label>
      {err.accuracy ? <p role="alert" className="text-sm text-red-400">{err.accuracy.message}</p> : null}
      <Field label="Signature (type your full name)" error={err.signature?.message} {...register('signature')} />
      {notice.isError ? (
        <p role="alert" className="text-sm text-red-400">
          {toUserError(notice.error, 'The notice could not be sent. Please try again.')}
        </p>
      ) : null}
      <button type="submit" className={`${btnPrimary} self-start`} disabled={notice.isPending}>
        Send notice
      </button>
    </form>
  );
}
