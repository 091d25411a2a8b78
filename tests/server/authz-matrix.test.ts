// The authorization matrix: every collection of pb_migrations/ × role × operation, as a
// data table. Each row names who may do it ('v'isitor, 'm'ember, 'p'remium, 'c'reator,
// 'a'dmin); every other role must be refused *and nothing may change* (re-read as
// superuser). Loosening a rule in a migration therefore makes a case here fail.
// Every row is also run as superuser, which must succeed: that proves the fixture and the
// payload are valid, so a refusal is the rule's doing and not a validation error.
import type { RecordModel } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import {
  REFUSED_READ,
  REFUSED_WRITE,
  attempt,
  baseUrl,
  client,
  countAsSuperuser,
  freshUser,
  readAsSuperuser,
  superuser,
  uid,
  userId,
  type Role,
  type User,
} from './helpers';
import { create, freshCategory, freshComment, freshSource, freshVideo, letters, mp4File, pngFile, world } from './fixtures';

type Actor = Exclude<Role, 'superuser'>;
type Op = 'list' | 'view' | 'create' | 'update' | 'delete';
const ACTORS: Actor[] = ['visitor', 'member', 'premium', 'creator', 'admin'];
const LETTER: Record<Actor, string> = { visitor: 'v', member: 'm', premium: 'p', creator: 'c', admin: 'a' };
const ROLES_OF: Record<Actor, string[]> = { visitor: [], member: [], premium: ['premium'], creator: ['creator'], admin: ['admin'] };

interface Ctx {
  actor: Actor | 'superuser';
  /** The acting user's id ('' for a visitor; for the superuser the "other" user). */
  me: string;
  /** Some other user (member2, or creator2 where the collection says so). */
  other: string;
}
type Body = Record<string, unknown>;

interface Row {
  op: Op;
  /** Who is allowed: letters of v m p c a ('' = nobody but the superuser). */
  allow: string;
  /** The target record belongs to the actor (skipped for visitors). */
  own?: boolean;
  label?: string;
  /** Overrides the collection's fixture for this row. */
  fixture?: (owner: string) => Promise<RecordModel>;
  /** Payload of create/update. */
  body?: (ctx: Ctx) => Body | Promise<Body>;
  /** Act as a brand-new user with the actor's roles (for rows that mutate the account itself). */
  freshActor?: boolean;
  /** false when a hook refuses it even to superusers (the row is then about rules and hooks together). */
  superuser?: boolean;
}

interface Spec {
  /** Makes the target record as superuser, owned by `owner` where the collection has an owner. */
  fixture: (owner: string) => Promise<RecordModel>;
  /** Whose record "someone else's" is. */
  other?: User;
  rows: Row[];
}

const protectedLink = async () => create('featured_categories', { category: (await freshCategory({ protected: true })).id, display_order: 3 });

const PUBLIC_READ: Row[] = [
  { op: 'list', allow: 'vmpca' },
  { op: 'view', allow: 'vmpca' },
];
const ADMIN_READ: Row[] = [
  { op: 'list', allow: 'a' },
  { op: 'view', allow: 'a' },
];
const NO_READ: Row[] = [
  { op: 'list', allow: '' },
  { op: 'view', allow: '' },
];
const OWN_READ: Row[] = [
  { op: 'list', allow: '', label: "someone else's" },
  { op: 'view', allow: '', label: "someone else's" },
  { op: 'list', allow: 'mpca', own: true },
  { op: 'view', allow: 'mpca', own: true },
];
const adminWrites = (createBody: Row['body'], updateBody: Row['body']): Row[] => [
  { op: 'create', allow: 'a', body: createBody },
  { op: 'update', allow: 'a', body: updateBody },
  { op: 'delete', allow: 'a' },
];
const noWrites = (createBody: Row['body'], updateBody: Row['body']): Row[] => [
  { op: 'create', allow: '', body: createBody },
  { op: 'update', allow: '', body: updateBody },
  { op: 'delete', allow: '' },
];
const FUTURE = '2099-01-01 00:00:00.000Z';

const SPECS: Record<string, Spec> = {
  users: {
    fixture: async (owner) => (await superuser()).collection('users').getOne(owner),
    rows: [
      { op: 'list', allow: 'a', label: "someone else's" },
      { op: 'view', allow: 'a', label: "someone else's" },
      { op: 'list', allow: 'mpca', own: true },
      { op: 'view', allow: 'mpca', own: true },
      {
        op: 'create',
        allow: 'vmpca',
        label: 'sign-up',
        body: () => signUp(),
      },
      { op: 'create', allow: 'a', label: 'sign-up with roles', body: () => ({ ...signUp(), roles: ['admin'] }) },
      { op: 'create', allow: 'a', label: 'sign-up with roles premium', body: () => ({ ...signUp(), roles: ['premium'] }) },
      { op: 'create', allow: 'a', label: 'sign-up with premium_until', body: () => ({ ...signUp(), premium_until: FUTURE }) },
      { op: 'update', allow: 'a', label: "someone else's name", fixture: async () => (await freshUser()).record, body: () => ({ name: 'Changed' }) },
      { op: 'update', allow: 'a', label: "someone else's roles", fixture: async () => (await freshUser()).record, body: () => ({ roles: ['premium'] }) },
      { op: 'update', allow: 'mpca', own: true, freshActor: true, label: 'name', body: () => ({ name: 'My new name' }) },
      {
        op: 'update',
        allow: 'a',
        own: true,
        freshActor: true,
        label: 'roles',
        body: (c) => ({ roles: c.actor === 'admin' ? ['admin', 'premium'] : ['admin'] }),
      },
      { op: 'update', allow: 'a', own: true, freshActor: true, label: 'premium_until', body: () => ({ premium_until: FUTURE }) },
      // A member cannot lift (or set) their own suspension (issue 23).
      { op: 'update', allow: 'a', own: true, freshActor: true, label: 'suspended', body: () => ({ suspended: true }) },
      { op: 'update', allow: 'a', own: true, freshActor: true, label: 'username (route-only)', body: () => ({ username: uid('n_').slice(0, 20) }) },
      { op: 'delete', allow: 'a', label: "someone else's", fixture: async () => (await freshUser()).record },
      { op: 'delete', allow: 'a', own: true, freshActor: true },
    ],
  },

  categories: {
    fixture: () => freshCategory(),
    rows: [
      ...PUBLIC_READ,
      ...adminWrites(() => ({ slug: uid('cat-'), name: 'New category' }), () => ({ name: 'Renamed' })),
      { op: 'create', allow: '', label: 'protected', body: () => ({ slug: uid('cat-'), name: 'Sneaky', protected: true }) },
      { op: 'update', allow: '', label: 'video_count', body: () => ({ video_count: 99 }) },
      { op: 'update', allow: '', label: 'set protected', body: () => ({ protected: true }) },
      // A hook refuses these even to superusers; the same payload succeeds on an unprotected row above.
      { op: 'update', allow: '', superuser: false, label: 'of a protected category', fixture: () => freshCategory({ protected: true }), body: () => ({ name: 'Renamed' }) },
      { op: 'delete', allow: '', superuser: false, label: 'of a protected category', fixture: () => freshCategory({ protected: true }) },
      // Route words are reserved slugs (issue 9): refused to everyone, superusers included.
      { op: 'create', allow: '', superuser: false, label: 'with the reserved slug "recent"', body: () => ({ slug: 'recent', name: 'Fake recent' }) },
      { op: 'update', allow: '', superuser: false, label: 'to the reserved slug "search"', body: () => ({ slug: 'search' }) },
    ],
  },

  featured_categories: {
    fixture: async () => create('featured_categories', { category: (await freshCategory()).id, display_order: 1 }),
    rows: [
      ...PUBLIC_READ,
      ...adminWrites(async () => ({ category: (await freshCategory()).id, display_order: 2 }), () => ({ display_order: 7 })),
      // Protected categories (trending, newest) cannot be unfeatured or moved, not even by an admin.
      { op: 'update', allow: '', label: 'of a protected category', fixture: protectedLink, body: () => ({ display_order: 9 }) },
      { op: 'delete', allow: '', label: 'of a protected category', fixture: protectedLink },
    ],
  },

  premium_categories: {
    fixture: () => create('premium_categories', { name: 'Premium cat', slug: uid('pc-') }),
    rows: [
      ...PUBLIC_READ,
      ...adminWrites(() => ({ name: 'New premium cat', slug: uid('pc-') }), () => ({ name: 'Renamed' })),
      { op: 'create', allow: '', superuser: false, label: 'with the reserved slug "newest"', body: () => ({ slug: 'newest', name: 'Fake newest' }) },
    ],
  },

  premium_videos: {
    fixture: async () => create('premium_videos', { video: (await freshVideo(await userId('creator2'))).id }),
    rows: [
      ...PUBLIC_READ,
      ...adminWrites(
        async () => ({ video: (await freshVideo(await userId('creator2'))).id }),
        async () => ({ categories: [(await create('premium_categories', { name: 'Premium cat', slug: uid('pc-') })).id] }),
      ),
    ],
  },

  videos: {
    fixture: (owner) => freshVideo(owner),
    other: 'creator2',
    rows: [
      ...PUBLIC_READ,
      { op: 'create', allow: 'ca', label: 'with creator = self', body: (c) => videoBody({ creator: c.me }) },
      { op: 'create', allow: 'a', label: 'for another creator', body: (c) => videoBody({ creator: c.other }) },
      { op: 'create', allow: 'a', label: 'without creator', body: () => videoBody({}) },
      // is_premium is derived from premium_videos (migration 1763780000): nobody sets it.
      { op: 'create', allow: '', superuser: false, label: 'with creator = self and is_premium', body: (c) => videoBody({ creator: c.me, is_premium: true }) },
      { op: 'update', allow: 'a', label: "someone else's", body: () => ({ title: 'Retitled' }) },
      { op: 'update', allow: 'ca', own: true, label: 'title', body: () => ({ title: 'Retitled' }) },
      { op: 'update', allow: '', superuser: false, own: true, label: 'is_premium', body: () => ({ is_premium: true }) },
      // A video hidden by moderation (issue 23): only admins and its creator read it, only admins unhide it.
      { op: 'list', allow: 'a', label: "hidden, someone else's", fixture: hiddenVideo },
      { op: 'view', allow: 'a', label: "hidden, someone else's", fixture: hiddenVideo },
      { op: 'view', allow: 'mpca', own: true, label: 'hidden', fixture: hiddenVideo },
      { op: 'update', allow: 'a', own: true, label: 'hidden', fixture: hiddenVideo, body: () => ({ hidden: false }) },
      { op: 'update', allow: 'a', own: true, label: 'moderation', body: () => ({ moderation: 'removed' }) },
      {
        op: 'update',
        allow: '',
        superuser: false,
        own: true,
        label: 'attaching the virtual "trending" list',
        body: async () => ({ categories: [(await (await superuser()).collection('categories').getFirstListItem('slug = "trending"')).id] }),
      },
      { op: 'update', allow: 'a', own: true, label: 'creator', body: (c) => ({ creator: c.other }) },
      { op: 'delete', allow: 'a', label: "someone else's" },
      { op: 'delete', allow: 'ca', own: true },
    ],
  },

  video_sources: {
    fixture: (owner) => freshSource(owner),
    other: 'creator2',
    rows: [
      { op: 'list', allow: 'vmpca', label: 'free video' },
      { op: 'view', allow: 'vmpca', label: 'free video' },
      { op: 'list', allow: 'pa', label: 'premium video', fixture: (o) => freshSource(o, true) },
      { op: 'view', allow: 'pa', label: 'premium video', fixture: (o) => freshSource(o, true) },
      { op: 'list', allow: 'mpca', own: true, label: 'premium video', fixture: (o) => freshSource(o, true) },
      { op: 'view', allow: 'mpca', own: true, label: 'premium video', fixture: (o) => freshSource(o, true) },
      { op: 'create', allow: 'a', label: "for someone else's video", body: async (c) => sourceBody(c.other) },
      { op: 'create', allow: 'ca', label: 'for own video', body: async (c) => sourceBody(c.me) },
      { op: 'update', allow: 'a', label: "someone else's", body: () => ({ vidguard_url: 'https://vg.example/e/x' }) },
      { op: 'update', allow: 'ca', own: true, body: () => ({ vidguard_url: 'https://vg.example/e/x' }) },
      { op: 'update', allow: '', own: true, label: 'move to another video', body: async (c) => ({ video: (await freshVideo(c.me)).id }) },
      { op: 'delete', allow: 'a', label: "someone else's" },
      { op: 'delete', allow: 'ca', own: true },
    ],
  },

  // Captions (issue 41): readable with their video, written as video_sources are.
  captions: {
    fixture: async (owner) => create('captions', await captionBody(owner)),
    other: 'creator2',
    rows: [
      ...PUBLIC_READ,
      { op: 'view', allow: 'a', label: 'hidden video', fixture: async (o) => create('captions', { ...(await captionBody(o)), video: (await hiddenVideo(o)).id }) },
      { op: 'create', allow: 'a', label: "for someone else's video", body: (c) => captionBody(c.other) },
      { op: 'create', allow: 'ca', label: 'for own video', body: (c) => captionBody(c.me) },
      { op: 'update', allow: 'a', label: "someone else's", body: () => ({ label: 'Renamed' }) },
      { op: 'update', allow: 'ca', own: true, body: () => ({ label: 'Renamed' }) },
      { op: 'update', allow: '', own: true, label: 'move to another video', body: async (c) => ({ video: (await freshVideo(c.me)).id }) },
      { op: 'delete', allow: 'a', label: "someone else's" },
      { op: 'delete', allow: 'ca', own: true },
    ],
  },

  // Performer records (issue 38 §1): the owner's and the admins'; never public; only an
  // admin deletes (records are kept). Links: the video's creator, the record's owner, admins.
  performers: {
    fixture: (owner) => create('performers', performerBody(owner)),
    other: 'creator2',
    rows: [
      { op: 'list', allow: 'a', label: "someone else's" },
      { op: 'view', allow: 'a', label: "someone else's" },
      { op: 'list', allow: 'mpca', own: true },
      { op: 'view', allow: 'mpca', own: true },
      { op: 'create', allow: 'ca', label: 'for self', body: (c) => performerBody(c.me) },
      { op: 'create', allow: '', label: 'for someone else', body: (c) => performerBody(c.other) },
      { op: 'update', allow: 'a', label: "someone else's", body: () => ({ legal_name: 'Renamed' }) },
      { op: 'update', allow: 'a', own: true, label: 'verify own', body: (c) => ({ verified_by: c.me, verified_at: FUTURE }) },
      { op: 'delete', allow: 'a', label: "someone else's" },
      { op: 'delete', allow: 'a', own: true },
    ],
  },

  video_performers: {
    fixture: async (owner) => create('video_performers', { video: (await freshVideo(owner)).id, performer: (await create('performers', performerBody(owner))).id }),
    other: 'creator2',
    rows: [
      { op: 'list', allow: 'a', label: "someone else's" },
      { op: 'view', allow: 'a', label: "someone else's" },
      { op: 'list', allow: 'mpca', own: true },
      { op: 'view', allow: 'mpca', own: true },
      {
        op: 'create',
        allow: 'a',
        label: "someone else's record",
        body: async (c) => ({ video: (await freshVideo(c.me || c.other)).id, performer: (await create('performers', performerBody(c.other))).id, linked_by: c.me }),
      },
      { op: 'update', allow: '', own: true, body: async (c) => ({ video: (await freshVideo(c.me)).id }) },
      { op: 'delete', allow: 'a', label: "someone else's" },
      { op: 'delete', allow: 'mpca', own: true },
    ],
  },

  video_categories: {
    fixture: async () => create('video_categories', { video: (await world()).video.id, category: (await freshCategory()).id }),
    rows: [
      ...PUBLIC_READ,
      ...noWrites(
        async () => ({ video: (await world()).video.id, category: (await freshCategory()).id }),
        async () => ({ category: (await freshCategory()).id }),
      ),
    ],
  },

  video_stats: {
    fixture: async () => statsOf((await freshVideo(null)).id),
    rows: [...PUBLIC_READ, ...noWrites(async () => ({ video: (await videoWithoutStats()).id, views: 5 }), () => ({ views: 999999, trending_score: 1e6 }))],
  },

  video_views: {
    fixture: async () => create('video_views', { video: (await world()).video.id, viewer: uid('viewer'), bucket: 1 }),
    rows: [...NO_READ, ...noWrites(async () => ({ video: (await world()).video.id, viewer: uid('viewer'), bucket: 2 }), () => ({ bucket: 3 }))],
  },

  views_monthly: {
    fixture: () => create('views_monthly', { scope: uid('s').slice(0, 20), month: '2026-01', views: 1 }),
    rows: [...NO_READ, ...noWrites(() => ({ scope: uid('s').slice(0, 20), month: '2026-02', views: 1 }), () => ({ views: 1000 }))],
  },

  video_ratings: {
    fixture: async (owner) => create('video_ratings', { video: (await freshVideo(null)).id, user: owner, rating_type: 'like' }),
    rows: [
      ...OWN_READ,
      { op: 'create', allow: 'mpca', label: 'as self', body: async (c) => ({ video: (await freshVideo(null)).id, user: c.me, rating_type: 'like' }) },
      { op: 'create', allow: '', label: 'as someone else', body: async (c) => ({ video: (await freshVideo(null)).id, user: c.other, rating_type: 'like' }) },
      { op: 'update', allow: '', label: "someone else's", body: () => ({ rating_type: 'dislike' }) },
      { op: 'update', allow: 'mpca', own: true, body: () => ({ rating_type: 'dislike' }) },
      { op: 'update', allow: '', own: true, label: 'move to another video', body: async () => ({ video: (await freshVideo(null)).id }) },
      { op: 'delete', allow: '', label: "someone else's" },
      { op: 'delete', allow: 'mpca', own: true },
    ],
  },

  comments: {
    fixture: (owner) => freshComment(owner),
    rows: [
      ...PUBLIC_READ,
      { op: 'create', allow: 'mpca', label: 'as self', body: async (c) => ({ video: (await world()).video.id, user: c.me, content: 'hi' }) },
      { op: 'create', allow: '', label: 'as someone else', body: async (c) => ({ video: (await world()).video.id, user: c.other, content: 'hi' }) },
      { op: 'create', allow: '', label: 'with like_count', body: async (c) => ({ video: (await world()).video.id, user: c.me, content: 'hi', like_count: 50 }) },
      { op: 'create', allow: '', label: 'with reply_count', body: async (c) => ({ video: (await world()).video.id, user: c.me, content: 'hi', reply_count: 50 }) },
      { op: 'update', allow: '', label: "someone else's", body: () => ({ content: 'edited' }) },
      { op: 'update', allow: 'mpca', own: true, label: 'content', body: () => ({ content: 'edited' }) },
      { op: 'update', allow: '', own: true, label: 'like_count', body: () => ({ like_count: 50 }) },
      { op: 'update', allow: '', own: true, label: 'username', body: () => ({ username: 'someone_else' }) },
      { op: 'update', allow: '', own: true, label: 'user', body: (c) => ({ user: c.other }) },
      // A comment never changes thread (internal/engagement resolveParent refuses even superusers).
      { op: 'update', allow: '', own: true, label: 'parent', body: async (c) => ({ parent: (await freshComment(c.other)).id }), superuser: false },
      { op: 'delete', allow: 'a', label: "someone else's" },
      { op: 'delete', allow: 'mpca', own: true },
    ],
  },

  // Blocks (issue 41 §6): private to the blocker.
  blocks: {
    fixture: async (owner) => create('blocks', { blocker: owner, blocked: (await freshUser()).record.id }),
    rows: [
      ...OWN_READ,
      { op: 'create', allow: 'mpca', label: 'as self', body: async (c) => ({ blocker: c.me, blocked: (await freshUser()).record.id }) },
      { op: 'create', allow: '', label: 'as someone else', body: async (c) => ({ blocker: c.other, blocked: (await freshUser()).record.id }) },
      { op: 'update', allow: '', own: true, body: async () => ({ blocked: (await freshUser()).record.id }) },
      { op: 'delete', allow: '', label: "someone else's" },
      { op: 'delete', allow: 'mpca', own: true },
    ],
  },

  comment_likes: {
    fixture: async (owner) => create('comment_likes', { comment: (await freshComment(await userId('member2'))).id, user: owner }),
    rows: [
      ...OWN_READ,
      { op: 'create', allow: 'mpca', label: 'as self', body: async (c) => ({ comment: (await freshComment(c.other)).id, user: c.me }) },
      { op: 'create', allow: '', label: 'as someone else', body: async (c) => ({ comment: (await freshComment(c.other)).id, user: c.other }) },
      { op: 'update', allow: '', own: true, body: async (c) => ({ comment: (await freshComment(c.other)).id }) },
      { op: 'delete', allow: '', label: "someone else's" },
      { op: 'delete', allow: 'mpca', own: true },
    ],
  },

  // The library (issue 22): readable by their member only, written only through
  // /api/reelhouse/library (tests/server/library-*.test.ts).
  favourites: {
    fixture: async (owner) => create('favourites', { member: owner, video: (await freshVideo(null)).id }), // a pair is unique
    rows: [
      ...OWN_READ,
      { op: 'create', allow: '', label: 'for self', body: async (c) => ({ member: c.me || c.other, video: (await freshVideo(null)).id }) },
      { op: 'update', allow: '', own: true, body: async () => ({ video: (await freshVideo(null)).id }) },
      { op: 'delete', allow: '', own: true },
    ],
  },
  watch_later: {
    fixture: async (owner) => create('watch_later', { member: owner, video: (await freshVideo(null)).id }), // a pair is unique
    rows: [
      ...OWN_READ,
      { op: 'create', allow: '', label: 'for self', body: async (c) => ({ member: c.me || c.other, video: (await freshVideo(null)).id }) },
      { op: 'update', allow: '', own: true, body: async () => ({ video: (await freshVideo(null)).id }) },
      { op: 'delete', allow: '', own: true },
    ],
  },
  watch_history: {
    fixture: async (owner) => create('watch_history', { member: owner, video: (await freshVideo(null)).id, position: 5, duration: 42 }),
    rows: [
      ...OWN_READ,
      { op: 'create', allow: '', label: 'for self', body: async (c) => ({ member: c.me || c.other, video: (await freshVideo(null)).id, position: 1 }) },
      { op: 'update', allow: '', own: true, body: () => ({ position: 40 }) },
      { op: 'delete', allow: '', own: true },
    ],
  },
  playlists: {
    fixture: (owner) => create('playlists', { owner, title: 'Mine', visibility: 'private', slug: uid('pl-').slice(0, 30) }),
    rows: [
      ...OWN_READ,
      { op: 'list', allow: 'vmpca', label: 'public', fixture: (owner) => create('playlists', { owner, title: 'Open', visibility: 'public', slug: uid('pl-').slice(0, 30) }) },
      { op: 'view', allow: '', label: 'unlisted (slug route only)', fixture: (owner) => create('playlists', { owner, title: 'Link', visibility: 'unlisted', slug: uid('pl-').slice(0, 30) }) },
      { op: 'create', allow: '', label: 'for self', body: (c) => ({ owner: c.me || c.other, title: 'x', visibility: 'private', slug: uid('pl-').slice(0, 30) }) },
      { op: 'update', allow: '', own: true, label: 'item_count', body: () => ({ item_count: 99 }) },
      { op: 'delete', allow: '', own: true },
    ],
  },
  playlist_items: {
    fixture: async (owner) =>
      create('playlist_items', {
        playlist: (await create('playlists', { owner, title: 'Mine', visibility: 'private', slug: uid('pl-').slice(0, 30) })).id,
        video: (await world()).video.id,
        position: 0,
      }),
    rows: [
      ...OWN_READ,
      { op: 'create', allow: '', label: 'into own', body: async (c) => ({ playlist: (await create('playlists', { owner: c.me || c.other, title: 'x', visibility: 'private', slug: uid('pl-').slice(0, 30) })).id, video: (await freshVideo(null)).id }) },
      { op: 'update', allow: '', own: true, body: () => ({ position: 7 }) },
      { op: 'delete', allow: '', own: true },
    ],
  },
  follows: {
    fixture: async (owner) => create('follows', { follower: owner, creator: (await freshUser(['creator'])).record.id }), // a pair is unique
    rows: [
      ...OWN_READ,
      { op: 'create', allow: '', label: 'for self', body: async (c) => ({ follower: c.me || c.other, creator: await userId('creator') }) },
      { op: 'update', allow: '', own: true, body: async () => ({ creator: (await freshUser(['creator'])).record.id }) },
      { op: 'delete', allow: '', own: true },
    ],
  },

  notifications: {
    fixture: (owner) => create('notifications', { recipient: owner, subject: 'Hello', content: 'Body' }),
    rows: [
      ...OWN_READ,
      { op: 'create', allow: '', label: 'to self', body: (c) => ({ recipient: c.me || c.other, subject: 'Hi', content: 'x' }) },
      { op: 'create', allow: '', label: 'to someone else', body: (c) => ({ recipient: c.other, subject: 'Hi', content: 'x' }) },
      { op: 'update', allow: '', label: "someone else's read_at", body: () => ({ read_at: '2026-01-01 00:00:00.000Z' }) },
      { op: 'update', allow: 'mpca', own: true, label: 'read_at', body: () => ({ read_at: '2026-01-01 00:00:00.000Z' }) },
      { op: 'update', allow: '', own: true, label: 'subject', body: () => ({ subject: 'Forged' }) },
      { op: 'update', allow: '', own: true, label: 'sender_email', body: () => ({ sender_email: 'boss@example.com' }) },
      { op: 'delete', allow: '', own: true },
    ],
  },

  creator_requests: {
    fixture: (owner) => create('creator_requests', { user: owner, status: 'pending' }),
    rows: [
      { op: 'list', allow: 'a', label: "someone else's" },
      { op: 'view', allow: 'a', label: "someone else's" },
      { op: 'list', allow: 'a', own: true },
      { op: 'view', allow: 'a', own: true },
      // A complete application (both images) and its refusals are in creators-api.test.ts.
      { op: 'create', allow: '', label: 'pending for self with one image', body: (c) => ({ user: c.me, status: 'pending', id_document: pngFile() }) },
      { op: 'create', allow: '', label: 'approved for self', body: (c) => ({ user: c.me, status: 'approved' }) },
      { op: 'create', allow: '', label: 'for someone else', body: (c) => ({ user: c.other, status: 'pending' }) },
      { op: 'create', allow: '', label: 'with reviewer fields', body: (c) => ({ user: c.me, status: 'pending', notes: 'ok', reviewed_by: c.me }) },
      { op: 'update', allow: '', own: true, label: 'status', body: () => ({ status: 'approved' }) },
      { op: 'update', allow: '', label: "someone else's status", body: () => ({ status: 'approved' }) },
      { op: 'delete', allow: '', own: true },
    ],
  },

  creator_request_history: {
    fixture: async () => create('creator_request_history', { user: await userId('member2'), action: 'submitted' }),
    rows: [...ADMIN_READ, ...noWrites(async (c) => ({ user: c.other, action: 'approved' }), () => ({ notes: 'edited' }))],
  },

  notification_sends: {
    fixture: () => create('notification_sends', { subject: 'Sent', content: 'Body', target: 'all', recipients: 3 }),
    rows: [...ADMIN_READ, ...noWrites(() => ({ subject: 'Forged', content: 'x', target: 'all', recipients: 1 }), () => ({ recipients: 99 }))],
  },

  notification_reads: {
    fixture: async (owner) =>
      create('notification_reads', {
        send: (await create('notification_sends', { subject: 'B', content: 'b', target: 'all', broadcast: true })).id,
        user: owner || (await userId('member2')),
      }),
    rows: [
      ...NO_READ,
      ...noWrites(
        async (c) => ({ send: (await create('notification_sends', { subject: 'B', content: 'b', target: 'all', broadcast: true })).id, user: c.me || c.other }),
        async () => ({ user: await userId('member2') }),
      ),
    ],
  },

  payments: {
    fixture: (owner) => create('payments', paymentBody(owner)),
    rows: [
      { op: 'list', allow: 'a', label: "someone else's" },
      { op: 'view', allow: 'a', label: "someone else's" },
      { op: 'list', allow: 'mpca', own: true },
      { op: 'view', allow: 'mpca', own: true },
      { op: 'create', allow: '', label: 'for self', body: (c) => paymentBody(c.me || c.other) },
      { op: 'update', allow: '', own: true, label: 'status', body: () => ({ status: 'completed' }) },
      { op: 'update', allow: '', label: "someone else's status", body: () => ({ status: 'completed' }) },
      { op: 'delete', allow: '', own: true },
    ],
  },

  // Background jobs (uploads): readable by admins and the owner, written by the server only.
  jobs: {
    fixture: (owner) => create('jobs', { kind: 'matrix_only', owner, state: 'done', progress: 100, attempts: 1, max_attempts: 1 }),
    rows: [
      { op: 'list', allow: 'a', label: "someone else's" },
      { op: 'view', allow: 'a', label: "someone else's" },
      { op: 'list', allow: 'mpca', own: true },
      { op: 'view', allow: 'mpca', own: true },
      { op: 'create', allow: '', label: 'for self', body: (c) => ({ kind: 'process', owner: c.me || c.other, state: 'queued' }) },
      { op: 'update', allow: '', own: true, label: 'state', body: () => ({ state: 'queued' }) },
      { op: 'update', allow: '', label: "someone else's state", body: () => ({ state: 'queued' }) },
      { op: 'delete', allow: '', own: true },
    ],
  },

  // Transcoding runners (issue 24): admins see them (never the token hash); created and
  // revoked through /api/reelhouse/runners only.
  runners: {
    fixture: () => create('runners', { name: 'box', token_hash: 'f'.repeat(64) }),
    rows: [...ADMIN_READ, ...noWrites(() => ({ name: 'Forged', token_hash: '0'.repeat(64) }), () => ({ revoked: false, name: 'renamed' }))],
  },

  // Banned terms (issue 38 §4): the list is the admins'; the search counts are written by
  // the search route only. Terms here are random letters no text contains.
  banned_terms: {
    fixture: () => create('banned_terms', { term: letters('zq') }),
    rows: [...ADMIN_READ, ...adminWrites(() => ({ term: letters('zq') }), () => ({ term: letters('zq') }))],
  },
  banned_search_counts: {
    fixture: () => create('banned_search_counts', { day: '2000-01-01', term: letters('zq'), count: 1 }),
    rows: [...ADMIN_READ, ...noWrites(() => ({ day: '2000-01-02', term: letters('zq'), count: 1 }), () => ({ count: 99 }))],
  },

  // A member's second factor (issue 37 §4): secrets and recovery hashes, server only, for
  // admins too (internal/twofactor's routes are the only way in).
  user_totp: {
    // One row per member (unique): each fixture and create names a member of its own.
    fixture: async () => create('user_totp', { user: (await freshUser()).record.id, secret: 'sealed', last_step: 1 }),
    rows: [...NO_READ, ...noWrites(async () => ({ user: (await freshUser()).record.id, secret: 'forged' }), () => ({ last_step: 0 }))],
  },
  // Data exports (issue 37 §5): only through the routes, the zip only to its member.
  data_exports: {
    fixture: (owner) => create('data_exports', { member: owner, state: 'pending' }),
    rows: [...NO_READ, ...noWrites((c) => ({ member: c.me || c.other, state: 'ready' }), () => ({ state: 'ready' }))],
  },

  payment_events: {
    fixture: () => create('payment_events', { provider: 'test', txn_id: uid('t'), status: 1, payload: { a: 1 } }),
    rows: [...NO_READ, ...noWrites(() => ({ provider: 'test', txn_id: uid('t'), status: 100, applied: true }), () => ({ applied: true }))],
  },

  blogs: {
    fixture: () => create('blogs', { title: 'Post', slug: uid('post-'), content: 'x', published: true }),
    rows: [
      { op: 'list', allow: 'vmpca', label: 'published' },
      { op: 'view', allow: 'vmpca', label: 'published' },
      { op: 'list', allow: 'a', label: 'draft', fixture: () => create('blogs', { title: 'Draft', slug: uid('draft-'), published: false }) },
      { op: 'view', allow: 'a', label: 'draft', fixture: () => create('blogs', { title: 'Draft', slug: uid('draft-'), published: false }) },
      ...adminWrites(() => ({ title: 'New post', slug: uid('post-'), published: false }), () => ({ title: 'Retitled' })),
      { op: 'update', allow: 'a', label: 'publish', fixture: () => create('blogs', { title: 'Draft', slug: uid('draft-') }), body: () => ({ published: true }) },
    ],
  },

  partners: {
    fixture: () => create('partners', { name: 'Partner', url: 'https://partner.example' }),
    rows: [...PUBLIC_READ, ...adminWrites(() => ({ name: 'New partner', url: 'https://p2.example' }), () => ({ display_in_header: true }))],
  },

  assets: {
    fixture: () => create('assets', { name: 'logo.png', file: pngFile('logo.png') }),
    rows: [...PUBLIC_READ, ...adminWrites(() => ({ name: 'new.png', file: pngFile('new.png') }), () => ({ name: 'renamed.png' }))],
  },

  asset_assignments: {
    fixture: async () => create('asset_assignments', { asset: (await world()).asset.id, assignment_type: 'category', category: (await freshCategory()).id }),
    rows: [
      ...PUBLIC_READ,
      ...adminWrites(
        async () => ({ asset: (await world()).asset.id, assignment_type: 'category', category: (await freshCategory()).id }),
        async () => ({ category: (await freshCategory()).id }),
      ),
    ],
  },

  bot_users: {
    fixture: async () => create('bot_users', { user: (await freshUser()).record.id }),
    rows: [
      ...ADMIN_READ,
      { op: 'create', allow: '', body: async () => ({ user: (await freshUser()).record.id }) },
      { op: 'update', allow: '', body: async () => ({ user: (await freshUser()).record.id }) },
      { op: 'delete', allow: 'a' },
    ],
  },

  settings: {
    fixture: () => create('settings', { key: letters('t_'), value: { a: 1 }, public: true }),
    rows: [
      { op: 'list', allow: 'vmpca', label: 'public row' },
      { op: 'view', allow: 'vmpca', label: 'public row' },
      { op: 'list', allow: 'a', label: 'non-public row', fixture: () => create('settings', { key: letters('t_'), value: { a: 1 }, public: false }) },
      { op: 'view', allow: 'a', label: 'non-public row', fixture: () => create('settings', { key: letters('t_'), value: { a: 1 }, public: false }) },
      { op: 'create', allow: 'a', body: () => ({ key: letters('t_'), value: { b: 2 }, public: false }) },
      { op: 'update', allow: 'a', label: 'value', body: () => ({ value: { b: 2 } }) },
      { op: 'update', allow: 'a', label: 'public', body: () => ({ public: false }) },
      { op: 'update', allow: '', label: 'key', body: () => ({ key: letters('t_') }) },
      { op: 'delete', allow: '' },
    ],
  },

  // Server-only bookkeeping added by later migrations.
  applied_ops: {
    fixture: async () => create('applied_ops', { user: await userId('member2'), op_id: opId(), kind: 'comment' }),
    rows: [...NO_READ, ...noWrites((c) => ({ user: c.me || c.other, op_id: opId(), kind: 'comment' }), () => ({ response: { forged: true } }))],
  },

  catalog_counters: {
    fixture: () => create('catalog_counters', { key: letters('t_'), value: 1 }),
    rows: [...NO_READ, ...noWrites(() => ({ key: letters('t_'), value: 5 }), () => ({ value: 1000000 }))],
  },

  premium_reminders: {
    fixture: async () => create('premium_reminders', { user: await userId('member2'), until: uid('2026-') }),
    rows: [...NO_READ, ...noWrites((c) => ({ user: c.me || c.other, until: uid('2027-') }), () => ({ until: '2099-01-01 00:00:00.000Z' }))],
  },

  rate_limit_hits: {
    fixture: () => create('rate_limit_hits', { key: uid('rl'), hits: 1 }),
    rows: [...NO_READ, ...noWrites(() => ({ key: uid('rl'), hits: 1 }), () => ({ hits: 0 }))],
  },

  // Trust and safety (issue 23): read and written only through internal/moderation's routes.
  moderation_cases: {
    fixture: async () => (await moderationCase()).kase,
    rows: [...NO_READ, ...noWrites(() => ({ item_type: 'video', item: 'x', source: 'report', status: 'open', reference: uid('R') }), () => ({ status: 'dismissed' }))],
  },

  // The days the overdue digest went to the admins (issue 38 §2): written by the server's cron only.
  moderation_mail_days: {
    fixture: () => create('moderation_mail_days', { kind: uid('k'), day: '1999-01-01', count: 1 }),
    rows: [...NO_READ, ...noWrites(() => ({ kind: 'overdue', day: '1998-01-01', count: 1 }), () => ({ count: 9 }))],
  },

  moderation_reports: {
    fixture: async () => (await moderationCase()).report,
    rows: [...NO_READ, ...noWrites(async () => ({ case: (await moderationCase()).kase.id, reason: 'spam' }), () => ({ reason: 'other' }))],
  },

  // Consent records (issue 23): admins read them; creates are covered in moderation-api.test.ts (a file upload).
  video_consents: {
    fixture: async () =>
      create('video_consents', { video: (await freshVideo(await userId('creator2'))).id, creator: await userId('creator2'), stage_name: 'Star', adult: true, consented: true, release: pngFile('release.png') }),
    rows: [...ADMIN_READ, { op: 'update', allow: '', body: () => ({ stage_name: 'Renamed' }) }, { op: 'delete', allow: 'a' }],
  },

  // Nobody writes the audit log through the API, not even a superuser.
  audit_log: {
    fixture: auditEntry,
    rows: [
      ...NO_READ,
      { op: 'create', allow: '', superuser: false, body: () => ({ action: 'forged' }) },
      { op: 'update', allow: '', superuser: false, body: () => ({ reason: 'rewritten' }) },
      { op: 'delete', allow: '', superuser: false },
    ],
  },

  secrets: {
    fixture: () => create('secrets', { key: letters('t_'), value: 'top-secret-value' }),
    rows: [...NO_READ, ...noWrites(() => ({ key: letters('t_'), value: 'x' }), () => ({ value: 'overwritten' }))],
  },
};

/** A video of `owner` hidden by moderation (set as superuser, as the server does). */
async function hiddenVideo(owner: string): Promise<RecordModel> {
  const v = await freshVideo(owner);
  return (await superuser()).collection('videos').update(v.id, { hidden: true, moderation: 'hidden' });
}
/** A case opened by a member's report through the report route, and that report. */
async function moderationCase(): Promise<{ kase: RecordModel; report: RecordModel }> {
  const su = await superuser();
  const v = await freshVideo(await userId('creator2'));
  const m = await client('member2');
  await m.send('/api/reelhouse/reports', { method: 'POST', body: { item_type: 'video', item: v.id, reason: 'spam' } });
  const kase = await su.collection('moderation_cases').getFirstListItem(su.filter('item = {:i}', { i: v.id }));
  const report = await su.collection('moderation_reports').getFirstListItem(su.filter('case = {:c}', { c: kase.id }));
  return { kase, report };
}
/** An audit entry written by an admin action (a warning), the only way one comes to be. */
async function auditEntry(): Promise<RecordModel> {
  const su = await superuser();
  const target = await userId('member2');
  const reason = uid('warned ');
  await (await client('admin')).send(`/api/reelhouse/admin/users/${target}/warn`, { method: 'POST', body: { reason } });
  return su.collection('audit_log').getFirstListItem(su.filter('reason = {:r}', { r: reason }));
}
/** The stats row of a video (a hook makes it with the video; made here if it did not). */
async function statsOf(video: string): Promise<RecordModel> {
  const su = await superuser();
  const found = await su.collection('video_stats').getList(1, 1, { filter: su.filter('video = {:v}', { v: video }) });
  return found.items[0] ?? create('video_stats', { video, views: 1 });
}
/** A video whose stats row was removed, so that a create of one is not refused as a duplicate. */
async function videoWithoutStats(): Promise<RecordModel> {
  const su = await superuser();
  const v = await freshVideo(null);
  const found = await su.collection('video_stats').getFullList({ filter: su.filter('video = {:v}', { v: v.id }) });
  for (const r of found) await su.collection('video_stats').delete(r.id);
  return v;
}
function opId(): string {
  let s = '';
  while (s.length < 15) s += Math.random().toString(36).slice(2);
  return s.slice(0, 15);
}
function signUp(): Body {
  const tag = uid('s').slice(-12);
  return { email: `signup_${tag}@t.local`, username: `su_${tag}`.slice(0, 20), password: 'signup-Passw0rd', passwordConfirm: 'signup-Passw0rd' };
}
function videoBody(extra: Body): Body {
  return { title: 'Created in test', slug: uid('v-'), author: 'Tester', ...extra };
}
function performerBody(owner: string): Body {
  return { owner, legal_name: 'Matrix Performer', stage_names: ['Matrix'], date_of_birth: '1990-01-01 00:00:00.000Z', id_method: 'document' };
}

async function captionBody(owner: string): Promise<Body> {
  const file = new File(['WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHi\n'], 'subs.vtt', { type: 'text/vtt' });
  return { video: (await freshVideo(owner)).id, language: 'en', label: 'English', file };
}
async function sourceBody(owner: string): Promise<Body> {
  return { video: (await freshVideo(owner)).id, streamtape_url: 'https://st.example/e/x' };
}
function paymentBody(user: string): Body {
  return { user, plan: 'monthly', amount: 9.99, currency: 'EUR', method: 'sepa', status: 'pending', reference: uid('RH').toUpperCase().slice(0, 40) };
}

// ---- the engine ---------------------------------------------------------------------

/** Comparable form of a stored value (dates as ms, files ignored). */
function norm(v: unknown): unknown {
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(v)) return Date.parse(v.replace(' ', 'T'));
  if (v instanceof File) return '<file>';
  return v;
}
const same = (a: unknown, b: unknown) => JSON.stringify(norm(a)) === JSON.stringify(norm(b));

async function runCase(collection: string, spec: Spec, row: Row, actor: Actor | 'superuser') {
  const allowed = actor === 'superuser' || row.allow.includes(LETTER[actor]);
  const other = await userId(spec.other ?? 'member2');
  let pb = await client(actor);
  let me = actor === 'visitor' ? '' : actor === 'superuser' ? other : await userId(actor);
  if (row.freshActor && actor !== 'visitor') {
    // The superuser then acts on a fresh account too (never on a shared test user).
    const fresh = await freshUser(actor === 'superuser' ? [] : ROLES_OF[actor]);
    if (actor !== 'superuser') pb = fresh.pb;
    me = fresh.record.id;
  }
  const ctx: Ctx = { actor, me, other };
  const owner = row.own ? me : other;
  const makeFixture = () => (row.fixture ?? spec.fixture)(owner);
  const col = pb.collection(collection);

  switch (row.op) {
    case 'list': {
      const rec = await makeFixture();
      const res = await attempt(() => col.getList(1, 50, { filter: `id = "${rec.id}"` }));
      const visible = res.ok && res.data!.items.some((r) => r.id === rec.id);
      if (!res.ok) expect(REFUSED_READ.concat(400)).toContain(res.status);
      expect(visible, `${actor} ${visible ? 'can' : 'cannot'} list it`).toBe(allowed);
      return;
    }
    case 'view': {
      const rec = await makeFixture();
      const res = await attempt(() => col.getOne(rec.id));
      if (!res.ok) expect(REFUSED_READ).toContain(res.status);
      expect(res.ok, `${actor} got ${res.status}`).toBe(allowed);
      return;
    }
    case 'create': {
      const body = await row.body!(ctx);
      const before = await countAsSuperuser(collection);
      const res = await attempt(() => col.create(body));
      if (allowed) {
        expect(res.ok, `${actor} was refused (${res.status}: ${JSON.stringify(res.error)})`).toBe(true);
        expect(await readAsSuperuser(collection, (res.data as RecordModel).id)).not.toBeNull();
      } else {
        expect(res.ok, `${actor} was allowed to create ${JSON.stringify(body)}`).toBe(false);
        expect(REFUSED_WRITE).toContain(res.status);
        expect(await countAsSuperuser(collection)).toBe(before);
      }
      return;
    }
    case 'update': {
      const rec = await makeFixture();
      const body = await row.body!(ctx);
      const before = (await readAsSuperuser(collection, rec.id))!;
      const res = await attempt(() => col.update(rec.id, body));
      const after = await readAsSuperuser(collection, rec.id);
      expect(after).not.toBeNull();
      if (allowed) {
        expect(res.ok, `${actor} was refused (${res.status}: ${JSON.stringify(res.error)})`).toBe(true);
        for (const [k, v] of Object.entries(body)) expect(same(after![k], v), `${k} = ${JSON.stringify(after![k])}`).toBe(true);
      } else {
        expect(res.ok, `${actor} was allowed to update with ${JSON.stringify(body)}`).toBe(false);
        expect(REFUSED_WRITE).toContain(res.status);
        expect(after).toEqual(before);
      }
      return;
    }
    case 'delete': {
      const rec = await makeFixture();
      const res = await attempt(() => col.delete(rec.id));
      const after = await readAsSuperuser(collection, rec.id);
      if (allowed) {
        expect(res.ok, `${actor} was refused (${res.status})`).toBe(true);
        expect(after).toBeNull();
      } else {
        expect(res.ok, `${actor} was allowed to delete`).toBe(false);
        expect(REFUSED_WRITE).toContain(res.status);
        expect(after).not.toBeNull();
      }
      return;
    }
  }
}

function rowName(row: Row): string {
  return [row.op, row.own ? 'own' : '', row.label ?? ''].filter(Boolean).join(' ');
}

describe('schema coverage', () => {
  it('the matrix covers every collection of the schema', async () => {
    const su = await superuser();
    const cols = await su.collections.getFullList({ filter: 'system = false' });
    const names = cols.map((c) => c.name).filter((n) => !n.startsWith('_'));
    expect(names.sort()).toEqual(Object.keys(SPECS).sort());
  });
});

describe.each(Object.entries(SPECS))('%s', (collection, spec) => {
  for (const row of spec.rows) {
    describe(rowName(row), () => {
      for (const actor of ACTORS) {
        if (row.own && actor === 'visitor') continue;
        const allowed = row.allow.includes(LETTER[actor]);
        it(`${actor} → ${allowed ? 'allowed' : 'refused'}`, () => runCase(collection, spec, row, actor));
      }
      if (row.superuser !== false) {
        it('superuser → allowed (fixture and payload are valid)', () => runCase(collection, spec, row, 'superuser'));
      }
    });
  }
});

// ---- cases that need more than one request or a real file ----------------------------

describe('specific rules', () => {
  it('protected categories (trending, newest) cannot be updated or deleted, even by an admin', async () => {
    const admin = await client('admin');
    const su = await superuser();
    for (const slug of ['trending', 'newest']) {
      const cat = await su.collection('categories').getFirstListItem(su.filter('slug = {:s}', { s: slug }));
      const upd = await attempt(() => admin.collection('categories').update(cat.id, { name: 'Hijacked' }));
      const del = await attempt(() => admin.collection('categories').delete(cat.id));
      expect(upd.ok).toBe(false);
      expect(del.ok).toBe(false);
      expect(await readAsSuperuser('categories', cat.id)).toEqual(cat);
    }
  });

  it('the non-public settings row "integrations" is invisible to non-admins and visible to admins', async () => {
    for (const role of ['visitor', 'member', 'premium', 'creator'] as const) {
      const pb = await client(role);
      const all = await pb.collection('settings').getFullList();
      expect(all.map((r) => r.key), role).not.toContain('integrations');
      const one = await attempt(() => pb.collection('settings').getFirstListItem('key = "integrations"'));
      expect(one.ok, role).toBe(false);
    }
    const admin = await client('admin');
    expect((await admin.collection('settings').getFullList()).map((r) => r.key)).toContain('integrations');
  });

  it('secrets are invisible to everyone, admins included, but exist for the superuser', async () => {
    const su = await superuser();
    const secrets = await su.collection('secrets').getFullList();
    expect(secrets.map((r) => r.key)).toContain('playback_signing_key');
    for (const role of ['visitor', 'member', 'premium', 'creator', 'admin'] as const) {
      const pb = await client(role);
      const list = await attempt(() => pb.collection('secrets').getList(1, 50));
      expect(list.ok && list.data!.items.length > 0, role).toBe(false);
      const view = await attempt(() => pb.collection('secrets').getOne(secrets[0]!.id));
      expect(view.ok, role).toBe(false);
    }
  });

  it('a user who paid (premium_until in the future, no premium role) can read premium sources', async () => {
    const src = await freshSource(await userId('creator2'), true);
    const paid = await client('paid');
    expect((await attempt(() => paid.collection('video_sources').getOne(src.id))).ok).toBe(true);
  });

  it('a premium source whose premium_until has passed is hidden again', async () => {
    const { record, pb } = await freshUser([]);
    const su = await superuser();
    await su.collection('users').update(record.id, { premium_until: '2020-01-01 00:00:00.000Z' });
    const src = await freshSource(await userId('creator2'), true);
    expect((await attempt(() => pb.collection('video_sources').getOne(src.id))).ok).toBe(false);
  });

  it("a free video's source is listed to visitors", async () => {
    const src = await freshSource(await userId('creator2'), false);
    const visitor = await client('visitor');
    const list = await visitor.collection('video_sources').getList(1, 10, { filter: `video = "${src.video}"` });
    expect(list.items.map((r) => r.id)).toEqual([src.id]);
  });

  describe('protected files with file tokens', () => {
    async function download(collection: string, rec: RecordModel, field: string, role: Role | User) {
      const pb = await client(role);
      const token = role === 'visitor' ? '' : await pb.files.getToken();
      const url = `${baseUrl()}/api/files/${collection}/${rec.id}/${rec[field]}${token ? `?token=${token}` : ''}`;
      const res = await fetch(url);
      await res.arrayBuffer();
      return res.status;
    }

    it('a creator request ID document is never served by its file URL, not even to an admin (only 60 s links: creators-api.test.ts)', async () => {
      const { pb: member, record } = await freshUser();
      const req = await member.collection('creator_requests').create({
        user: record.id,
        status: 'pending',
        id_document: pngFile('passport.png'),
        id_selfie: pngFile('selfie.png'),
      });
      const rec = (await readAsSuperuser('creator_requests', req.id))!;
      expect(rec.id_document).toBeTruthy();
      for (const role of ['visitor', 'member', 'member2', 'premium', 'creator'] as const) {
        for (const field of ['id_document', 'id_selfie']) {
          expect([403, 404], `${role} ${field}`).toContain(await download('creator_requests', rec, field, role));
        }
      }
      expect(await download('creator_requests', rec, 'id_document', 'admin')).toBe(404);
      // Without a token not even an admin gets it.
      const bare = await fetch(`${baseUrl()}/api/files/creator_requests/${rec.id}/${rec.id_document}`);
      expect([403, 404]).toContain(bare.status);
    });

    it('a premium video with no creator keeps its source and file from visitors and members', async () => {
      // Regression: `video.creator = @request.auth.id` matched for a visitor when both were empty.
      const su = await superuser();
      const video = await freshVideo(null, { premium: true });
      const src = await su.collection('video_sources').create({ video: video.id, file: mp4File() });
      const bare = await fetch(`${baseUrl()}/api/files/video_sources/${src.id}/${src.file}`);
      expect([403, 404]).toContain(bare.status);
      for (const role of ['visitor', 'member', 'creator'] as const) {
        expect([403, 404], role).toContain(await download('video_sources', src, 'file', role));
        const list = await (await client(role)).collection('video_sources').getList(1, 5, { filter: `video = "${video.id}"` });
        expect(list.items, role).toEqual([]);
      }
      expect(await download('video_sources', src, 'file', 'premium')).toBe(200);
    });

    it("a premium video's file is refused to a member's token and served to premium and admin tokens", async () => {
      const su = await superuser();
      const video = await freshVideo(await userId('creator2'), { premium: true });
      expect((await readAsSuperuser('videos', video.id))!.is_premium).toBe(true);
      const src = await su.collection('video_sources').create({ video: video.id, file: mp4File() });
      expect(src.file).toBeTruthy();
      for (const role of ['visitor', 'member', 'creator'] as const) {
        expect([403, 404], role).toContain(await download('video_sources', src, 'file', role));
        expect((await attempt(async () => (await client(role)).collection('video_sources').getOne(src.id))).ok, role).toBe(false);
      }
      for (const role of ['premium', 'paid', 'admin', 'creator2'] as const) {
        expect(await download('video_sources', src, 'file', role), role).toBe(200);
      }
    });
  });
});

// ---- admin routes (pb_hooks/admin-routes.pb.js): only admins, whatever the payload ----

describe('admin routes refuse visitors (401), members, premium members and creators (403)', () => {
  const ADMIN_ROUTES: { method: string; path: string; body?: () => Promise<Body> | Body; changed?: () => Promise<unknown> }[] = [
    {
      method: 'POST',
      path: '/api/reelhouse/admin/featured-categories',
      body: async () => ({ category: (await freshCategory()).id }),
    },
    {
      method: 'PUT',
      path: '/api/reelhouse/admin/featured-categories/order',
      body: async () => {
        const su = await superuser();
        const ids = (await su.collection('featured_categories').getFullList({ sort: 'display_order' })).map((f) => f.category);
        return { category_ids: ids.reverse() };
      },
    },
    {
      method: 'PUT',
      path: '/api/reelhouse/admin/partners/order',
      body: async () => {
        const su = await superuser();
        return { partner_ids: (await su.collection('partners').getFullList({ sort: 'display_order' })).map((p) => p.id).reverse() };
      },
    },
    {
      method: 'POST',
      path: '/api/reelhouse/admin/asset-assignments',
      body: async () => ({ asset: (await world()).asset.id, assignment_type: 'favicon' }),
    },
    { method: 'GET', path: '/api/reelhouse/admin/figures' },
  ];
  const snapshot = async () => {
    const su = await superuser();
    const pick = async (c: string, sort: string) => (await su.collection(c).getFullList({ sort })).map((r) => [r.id, r.display_order ?? r.asset]);
    return JSON.stringify([await pick('featured_categories', 'display_order,id'), await pick('partners', 'display_order,id'), await pick('asset_assignments', 'id')]);
  };
  for (const route of ADMIN_ROUTES) {
    it(`${route.method} ${route.path}`, async () => {
      for (const actor of ['visitor', 'member', 'premium', 'creator'] as const) {
        const body = route.body ? await route.body() : undefined;
        const before = await snapshot();
        const pb = await client(actor);
        const res = await attempt(() => pb.send(route.path, { method: route.method, body, requestKey: null }));
        expect(res.status, actor).toBe(actor === 'visitor' ? 401 : 403);
        expect(await snapshot(), `${actor} changed nothing`).toBe(before);
      }
      const admin = await client('admin');
      const ok = await attempt(() => admin.send(route.path, { method: route.method, requestKey: null }));
      expect([401, 403], 'admin passes the role check').not.toContain(ok.status);
    });
  }
});

// ---- admin routes (settings, secrets, notifications, engagement) ---------------------

describe('admin routes refuse visitors, members, premium members and creators', () => {
  const ROUTES: [string, string, unknown?][] = [
    ['PUT', '/api/reelhouse/settings/cdn_preferences', { value: { use_local: true } }],
    ['PUT', '/api/reelhouse/settings/ad_preferences', { value: { enabled: false } }],
    ['PUT', '/api/reelhouse/settings/site', { value: { site_name: 'Hijacked' } }],
    ['GET', '/api/reelhouse/secrets'],
    ['PUT', '/api/reelhouse/secrets/doodstream_api_key', { value: 'stolen' }],
    ['POST', '/api/reelhouse/notifications/send', { subject: 's', content: 'c', target: 'all' }],
    ['GET', '/api/reelhouse/notifications/sent'],
    ['GET', '/api/reelhouse/users/search?email=a'],
    ['GET', '/api/reelhouse/admin/bots'],
    ['POST', '/api/reelhouse/admin/bots', { usernames: 'forged_bot' }],
    ['GET', '/api/reelhouse/admin/engagement/available?video=x'],
    ['POST', '/api/reelhouse/admin/engagement', { video: 'x', views: 1 }],
  ];
  it.each(ROUTES)('%s %s', async (method, path, body) => {
    const sendsBefore = await countAsSuperuser('notification_sends');
    for (const role of ['visitor', 'member', 'premium', 'creator'] as const) {
      const pb = await client(role);
      const r = await attempt(() => pb.send(path, { method, body, requestKey: null }));
      expect(r.status, `${role} ${method} ${path}`).toBe(role === 'visitor' ? 401 : 403);
    }
    expect(await countAsSuperuser('notification_sends')).toBe(sendsBefore);
    expect(await countAsSuperuser('users', 'username = "forged_bot"')).toBe(0);
  });
});

// ---- library routes (internal/library): members only, each on their own rows ----------

describe('library routes refuse visitors and store nothing', () => {
  const L = '/api/reelhouse/library';
  const ROUTES: [string, string, unknown?][] = [
    ['GET', `${L}/lists/favourites`],
    ['GET', `${L}/lists/watch-later`],
    ['GET', `${L}/lists/history`],
    ['GET', `${L}/lists/continue`],
    ['POST', `${L}/lists/favourites/VIDEO`],
    ['DELETE', `${L}/lists/favourites/VIDEO`],
    ['POST', `${L}/lists/watch-later/VIDEO`],
    ['POST', `${L}/history/VIDEO`, { position: 1 }],
    ['DELETE', `${L}/history/VIDEO`],
    ['DELETE', `${L}/history`],
    ['GET', `${L}/playlists`],
    ['POST', `${L}/playlists`, { title: 'visitor' }],
    ['GET', `${L}/following`],
    ['POST', `${L}/follows/t_creator`],
  ];
  it.each(ROUTES)('%s %s', async (method, path, body) => {
    const video = (await world()).video.id;
    const pb = await client('visitor');
    // Only rows this case could have made (other suites share the server).
    const counts = async () =>
      Promise.all([
        ...['favourites', 'watch_later', 'watch_history'].map((c) => countAsSuperuser(c, `video = "${video}"`)),
        countAsSuperuser('playlists', 'title = "visitor"'),
        countAsSuperuser('follows', `creator = "${await userId('creator')}"`),
      ]);
    const before = await counts();
    const r = await attempt(() => pb.send(path.replace('VIDEO', video), { method, body, requestKey: null }));
    expect(r.status).toBe(401);
    expect(await counts()).toEqual(before);
  });
});
