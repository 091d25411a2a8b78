// The admin panel (management spec): login, the shell's tabs, categories, partners,
// assets, premium videos and categories, and the dashboard figures, at 1280 and 375 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmInApp, recordNativeConfirms } from './confirm-in-app';
import { account, freshVideo, makeUser, signIn, suCreate, suToken, tag } from './helpers';
import { dragStep, frames } from './settled';

// A 1x1 PNG (a real image the server's mime check accepts).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;
// Width-independent workflows run on the desktop only (playwright.config.ts: the phone
// project leaves '@one-width' out); the phone keeps the menu, row buttons, touch drag and axe.
const ONE_WIDTH = { tag: '@one-width' };

async function openTab(page: Page, tab: string) {
  await signIn(page, 'admin');
  await page.goto(`/admin/dashboard?tab=${tab}`);
}

/** Drags a row's handle onto another row with the mouse (dnd-kit MouseSensor). */
async function mouseDrag(page: Page, from: Locator, to: Locator) {
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  // Mid-screen: a row at the viewport's edge makes dnd-kit scroll the page under the pointer
  // (the sidebar's tabs make the page taller than 800 px).
  await from.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 8, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 - 4, { steps: 12 });
  await page.mouse.up();
}

/** The same with a finger (dnd-kit TouchSensor: press and hold, then move), via CDP touch events. */
async function touchDrag(page: Page, from: Locator, to: Locator) {
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const at = (x: number, y: number) => [{ x, y, id: 1 }];
  const x = a.x + a.width / 2;
  // Held until the sensor picks the row up (announced), then moved.
  await dragStep(page, () => cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(x, a.y + a.height / 2) }));
  const endY = b.y + b.height / 2 - 4;
  for (let i = 1; i <= 12; i++) {
    const y = a.y + a.height / 2 + ((endY - (a.y + a.height / 2)) * i) / 12;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x, y) });
    await frames(page, 1);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const drag = (page: Page) => (isPhone(page) ? touchDrag : mouseDrag);

/** Moves a row up one place with the keyboard: Space picks up, ArrowUp, Space drops. */
async function keyboardMoveUp(page: Page, handle: Locator) {
  await handle.focus();
  await dragStep(page, () => page.keyboard.press('Space'));
  await dragStep(page, () => page.keyboard.press('ArrowUp'));
  await page.keyboard.press('Space');
}

const rowIds = (list: Locator) => list.getByTestId('sortable-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')));

test.describe('admin login', () => {
  test.use({ storageState: process.env.E2E_STORAGE_STATE });

  test('an admin signs in and lands on the dashboard; a member is refused and signed out', ONE_WIDTH, async ({ page, request }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    const forgot = await page.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href');
    expect(decodeURIComponent(forgot!)).toBe('/reset-password?returnTo=/admin/login');
    const member = await makeUser(request);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Access denied: Admin privileges required');
    expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeFalsy();

    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials or insufficient privileges');

    const admin = account('admin');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goBack();
    await expect(page).not.toHaveURL(/\/admin\/login/);
  });
});

test.describe('shell', () => {
  test('the tab comes from ?tab=, every tab is in the sidebar or the slide-out menu, and non-admins are denied', async ({ page, request }) => {
    await openTab(page, 'categories');
    await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Open tabs menu' }).click();
    }
    const nav = page.getByRole('navigation', { name: 'Admin Panel tabs' }).filter({ visible: true });
    // The spec's 13 tabs, then Reports, Members (issue 36), Audit log (issue 23) and Performer records (issue 38) before Settings.
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard', 'Videos', 'Categories', 'Premium Videos', 'Premium Categories', 'Assets', 'Partners', 'Notifications', 'Blogs',
      'Creator Requests', 'Payments', 'Engagement', 'Reports', 'Members', 'Audit log', 'Performer records', 'Settings',
    ]);
    await expect(nav.getByRole('link', { name: 'Categories', exact: true })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Partners' }).click();
    await expect(page).toHaveURL(/tab=partners/);
    await expect(page.getByRole('heading', { name: 'Partners', level: 1 })).toBeVisible();

    const member = await makeUser(request);
    const res = await page.request.post('/api/collections/users/auth-with-password', { data: { identity: member.email, password: member.password } });
    const { token, record } = await res.json();
    await page.evaluate(([t, r]) => localStorage.setItem('pocketbase_auth', JSON.stringify({ token: t, record: r })), [token, record] as const);
    await page.goto('/admin/dashboard');
    await expect(page.getByText('You do not have permission to access the admin panel.')).toBeVisible();
  });
});

test.describe('categories', () => {
  test('create with a validation error first, edit, feature, unfeature and delete', async ({ page }) => {
    await openTab(page, 'categories');
    const name = `Cat ${tag('c')}`;
    await page.getByRole('button', { name: 'Create Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Category' });
    await dialog.getByLabel('Name *').fill('X');
    await expect(dialog.getByLabel('Slug *')).toHaveValue('x');
    await expect(dialog.getByLabel('Meta Title')).toHaveAttribute('placeholder', 'X Adult Videos');
    await dialog.getByRole('button', { name: 'Save Category' }).click();
    await expect(dialog.getByText('Category name must be between 2 and 50 characters')).toBeVisible();
    await expect(dialog.getByText('Slug must be 2-50 characters long and contain only lowercase letters, numbers, and hyphens')).toBeVisible();
    await dialog.getByLabel('Name *').fill(name);
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await expect(dialog.getByLabel('Slug *')).toHaveValue(slug);
    // A reserved or taken slug is refused by the server; the form keeps what was typed.
    await dialog.getByLabel('Slug *').fill('newest');
    await dialog.getByRole('button', { name: 'Save Category' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'The slug "newest" is reserved. Please choose another one.' })).toBeVisible();
    const taken = (await (await page.request.get('/api/collections/categories/records?perPage=1&filter=(protected=false)')).json()) as { items: { slug: string }[] };
    await dialog.getByLabel('Slug *').fill(taken.items[0]!.slug);
    await dialog.getByRole('button', { name: 'Save Category' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Failed to save category: this slug is already in use' })).toBeVisible();
    await expect(dialog.getByLabel('Name *')).toHaveValue(name);
    await dialog.getByLabel('Slug *').fill(slug);
    await dialog.getByLabel('Meta Title').fill('m'.repeat(61));
    await dialog.getByRole('button', { name: 'Save Category' }).click();
    await expect(dialog.getByText('Meta title must not exceed 60 characters')).toBeVisible();
    await dialog.getByLabel('Meta Title').fill('');
    await dialog.getByRole('button', { name: 'Save Category' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Category created successfully' })).toBeVisible();
    // Success banners vanish after 3 s.
    await expect(page.getByText('Category created successfully')).toBeHidden({ timeout: 5000 });

    const row = page.locator(`[data-testid="category-row"][data-slug="${slug}"]`);
    if (isPhone(page)) await row.getByRole('button', { name: new RegExp(name) }).click();
    const DESKTOP: Record<string, RegExp> = { Feature: /^Add .* to featured$/, Edit: /^Edit /, Delete: /^Delete / };
    const act = (label: string) =>
      isPhone(page) ? row.getByRole('button', { name: label, exact: true }) : row.getByRole('button', { name: DESKTOP[label] }).filter({ visible: true });
    await act('Feature').click();
    await expect(page.getByText('Category added to featured')).toBeVisible();
    const featured = page.getByRole('list', { name: 'Featured categories' });
    await expect(featured.getByText(name)).toBeVisible();
    await featured.getByRole('button', { name: `Remove ${name} from featured` }).click();
    await expect(page.getByText('Category removed from featured')).toBeVisible();
    await expect(featured.getByText(name)).toHaveCount(0);

    if (isPhone(page)) await row.getByRole('button', { name: new RegExp(name) }).click();
    await act('Edit').click();
    const edit = page.getByRole('dialog', { name: 'Edit Category' });
    await edit.getByLabel('Name *').fill(`${name} 2`);
    await expect(edit.getByLabel('Slug *')).toHaveValue(slug);
    await edit.getByRole('button', { name: 'Save Category' }).click();
    await expect(page.getByText('Category updated successfully')).toBeVisible();

    if (isPhone(page)) await row.getByRole('button', { name: new RegExp(name) }).click();
    const confirms = recordNativeConfirms(page);
    await act('Delete').click();
    await confirmInApp(page, 'Delete category', 'Are you sure you want to delete this category?');
    expect(confirms).toEqual([]);
    await expect(page.getByText('Category deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('protected categories show the badge and offer no edit or delete', async ({ page }) => {
    test.skip(isPhone(page), 'desktop row');
    await openTab(page, 'categories');
    for (const slug of ['trending', 'newest']) {
      const row = page.locator(`[data-testid="category-row"][data-slug="${slug}"]`);
      await expect(row.getByText('Protected').filter({ visible: true })).toBeVisible();
      await expect(row.getByRole('button', { name: /^(Edit|Delete)/ })).toHaveCount(0);
    }
    const slugs = await page.getByTestId('category-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-slug')));
    expect(slugs.slice(0, 2)).toEqual(['trending', 'newest']);
  });

  test('featured categories reorder by mouse (touch on phones) and by keyboard, and the order survives a reload', async ({ page, request }) => {
    const token = await suToken(request);
    const made = [];
    for (let i = 0; i < 2; i++) {
      const c = await suCreate(request, 'categories', { name: `Drag ${tag('d')}`, slug: tag('drag-') });
      const res = await request.post('/api/reelhouse/admin/featured-categories', { data: { category: c.id }, headers: { Authorization: token } });
      expect(res.ok()).toBe(true);
      made.push(c);
    }
    await openTab(page, 'categories');
    const list = page.getByRole('list', { name: 'Featured categories' });
    const handle = (c: { name: string }) => list.getByRole('button', { name: `Drag to reorder ${c.name}` });
    const [a, b] = made as [{ id: string; name: string }, { id: string; name: string }];
    await expect(handle(b)).toBeVisible();

    // b above a by mouse (desktop) or finger (phone), then a back above b by keyboard.
    const bFirst = async () => {
      const ids = await rowIds(list);
      return ids.indexOf(b.id) === ids.indexOf(a.id) - 1;
    };
    const aFirst = async () => {
      const ids = await rowIds(list);
      return ids.indexOf(a.id) === ids.indexOf(b.id) - 1;
    };
    await drag(page)(page, handle(b), list.locator(`[data-id="${a.id}"]`));
    await expect(page.getByText('Featured categories order updated')).toBeVisible();
    expect(await bFirst()).toBe(true);
    await page.reload();
    await expect(handle(b)).toBeVisible();
    expect(await bFirst()).toBe(true);
    await keyboardMoveUp(page, handle(a));
    await expect(page.getByText('Featured categories order updated')).toBeVisible();
    expect(await aFirst()).toBe(true);
    await page.reload();
    await expect(handle(b)).toBeVisible();
    expect(await aFirst()).toBe(true);
    // Protected ones have no handle and stay first.
    await expect(list.getByRole('button', { name: /Drag to reorder (Trending|Newest)$/ })).toHaveCount(0);
  });
});

test.describe('partners', () => {
  test('add with a banner after a validation error, edit, then delete', ONE_WIDTH, async ({ page }) => {
    await openTab(page, 'partners');
    const name = `Partner ${tag('p')}`;
    await page.getByRole('button', { name: 'Add Partner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Partner' });
    await expect(dialog.getByRole('button', { name: 'Save Partner' })).toBeDisabled();
    await dialog.getByLabel('Name *').fill(name);
    await dialog.getByLabel('URL *').fill('not a url');
    await dialog.getByRole('button', { name: 'Save Partner' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid URL (https://...)');
    await dialog.getByLabel('URL *').fill('https://partner.example');
    await expect(dialog.getByText('Recommended size: 1200x630')).toBeVisible();
    await dialog.getByLabel('Banner Image').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByLabel('Display in footer').check();
    await dialog.getByRole('button', { name: 'Save Partner' }).click();
    await expect(page.getByText('Partner saved successfully')).toBeVisible();
    const featured = page.getByRole('list', { name: 'Featured partners' });
    await expect(featured.getByText(name)).toBeVisible();

    await featured.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Partner' });
    await expect(edit.getByLabel('Display in footer')).toBeChecked();
    await edit.getByLabel('Name *').fill(`${name} B`);
    await edit.getByRole('button', { name: 'Save Partner' }).click();
    await expect(featured.getByText(`${name} B`)).toBeVisible();

    const confirms = recordNativeConfirms(page);
    await featured.getByRole('button', { name: `Delete ${name} B` }).click();
    await confirmInApp(page, 'Delete partner', `Are you sure you want to delete the partner "${name} B"?`);
    expect(confirms).toEqual([]);
    await expect(page.getByText('Partner deleted successfully')).toBeVisible();
    await expect(featured.getByText(`${name} B`)).toHaveCount(0);
  });

  test('drag-reorder by mouse and keyboard persists display_order across a reload', ONE_WIDTH, async ({ page, request }) => {
    const a = await suCreate(request, 'partners', { name: `Order A ${tag('o')}`, url: 'https://a.example', display_order: 900 });
    const b = await suCreate(request, 'partners', { name: `Order B ${tag('o')}`, url: 'https://b.example', display_order: 901 });
    await openTab(page, 'partners');
    const list = page.getByRole('list', { name: 'Other partners' });
    const handle = (p: Record<string, string>) => list.getByRole('button', { name: `Drag to reorder ${p.name}` });
    await expect(handle(b)).toBeVisible();
    const bFirst = async () => {
      const ids = await rowIds(list);
      return ids.indexOf(b.id) === ids.indexOf(a.id) - 1;
    };
    const aFirst = async () => {
      const ids = await rowIds(list);
      return ids.indexOf(a.id) === ids.indexOf(b.id) - 1;
    };
    await drag(page)(page, handle(b), list.locator(`[data-id="${a.id}"]`));
    await expect(page.getByText('Partner order updated')).toBeVisible();
    expect(await bFirst()).toBe(true);
    await page.reload();
    await expect(handle(b)).toBeVisible();
    expect(await bFirst()).toBe(true);
    // Screen readers get the instructions and hear the partner's name and place, not ids.
    await expect(handle(a)).toHaveAccessibleDescription(/press Space or Enter to pick the item up/);
    await keyboardMoveUp(page, handle(a));
    await expect(page.getByText('Partner order updated')).toBeVisible();
    expect(await aFirst()).toBe(true);
    const ids = await rowIds(list);
    await expect(page.locator('[id^="DndLiveRegion"]').filter({ hasText: a.name! })).toHaveText(`${a.name} moved to position ${ids.indexOf(a.id!) + 1} of ${ids.length}.`);
    await page.reload();
    await expect(handle(b)).toBeVisible();
    expect(await aFirst()).toBe(true);
    // display_order is the index of the whole list.
    const res = await request.get('/api/collections/partners/records?sort=display_order&perPage=200');
    const orders = ((await res.json()) as { items: { display_order: number }[] }).items.map((p) => p.display_order);
    expect(orders).toEqual(orders.map((_, i) => i));
  });
});

test.describe('assets', () => {
  test('upload into a folder (system files ignored, names sanitised), assign a logo, then delete the assigned asset', ONE_WIDTH, async ({ page, request }) => {
    await openTab(page, 'assets');
    const folder = `brand ${tag('f')}`;
    const stored = folder.replace(/[^A-Za-z0-9.-]/g, '_');
    const file = `my logo ${tag('l')}.png`;
    const storedName = file.replace(/[^A-Za-z0-9.-]/g, '_');
    await page.getByLabel('Current folder').fill(folder);
    await page.getByTestId('asset-file-input').setInputFiles([
      { name: file, mimeType: 'image/png', buffer: PNG },
      { name: '.DS_Store', mimeType: 'application/octet-stream', buffer: Buffer.from('x') },
    ]);
    await expect(page.getByText('Files uploaded successfully')).toBeVisible();
    const group = page.getByRole('list', { name: `Folder ${stored}` });
    await expect(group.getByText(storedName)).toBeVisible();
    await expect(group.getByTestId('asset-row')).toHaveCount(1);
    await expect(group.getByText(`${PNG.length} Bytes`)).toBeVisible();

    // The assign bar needs an asset and a type, and a category for category icons.
    const assign = page.getByRole('button', { name: 'Assign Asset' });
    await expect(assign).toBeDisabled();
    await page.getByLabel('Select Asset').selectOption({ label: `${stored}/${storedName}` });
    await page.getByLabel('Select Assignment Type').selectOption('category');
    await expect(assign).toBeDisabled();
    await page.getByLabel('Select Assignment Type').selectOption('logo');
    await assign.click();
    await expect(page.getByText('Asset assigned successfully')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Current assignments' }).getByText(storedName)).toBeVisible();

    // Stored and served to anyone: the public header reads this assignment.
    const res = await request.get(`/api/collections/asset_assignments/records?filter=${encodeURIComponent('assignment_type="logo"')}&expand=asset`);
    const logo = ((await res.json()) as { items: { expand: { asset: { id: string; name: string; file: string } } }[] }).items;
    expect(logo.map((l) => l.expand.asset.name)).toEqual([storedName]);
    const img = await request.get(`/api/files/assets/${logo[0]!.expand.asset.id}/${logo[0]!.expand.asset.file}`);
    expect(img.status()).toBe(200);

    const confirms = recordNativeConfirms(page);
    await group.getByRole('button', { name: `Delete ${storedName}` }).click();
    await confirmInApp(page, 'Delete asset', /Are you sure you want to delete this asset\?/);
    expect(confirms).toEqual([]);
    await expect(page.getByText('Asset deleted successfully')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Current assignments' }).getByText(storedName)).toHaveCount(0);
  });
});

test.describe('assets drop zone', () => {
  test('files dropped on the zone upload to the root; Thumbs.db is ignored', ONE_WIDTH, async ({ page }) => {
    await openTab(page, 'assets');
    const name = `dropped-${tag('x')}.png`;
    const dt = await page.evaluateHandle(
      ([n, bytes]) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], n, { type: 'image/png' }));
        data.items.add(new File(['x'], 'Thumbs.db', { type: 'application/octet-stream' }));
        return data;
      },
      [name, [...PNG]] as const,
    );
    const zone = page.getByText('Drop files here or').locator('..');
    await zone.dispatchEvent('dragover', { dataTransfer: dt });
    await zone.dispatchEvent('drop', { dataTransfer: dt });
    await expect(page.getByText('Files uploaded successfully')).toBeVisible();
    const root = page.getByRole('list', { name: 'Folder Root' });
    await expect(root.getByText(name)).toBeVisible();
    await expect(root.getByText('Thumbs.db')).toHaveCount(0);
  });
});

test.describe('premium content', () => {
  test('premium videos: search finds one, removal asks first, an unknown word finds nothing', ONE_WIDTH, async ({ page, request }) => {
    const video = await freshVideo(request, { premium: true });
    await openTab(page, 'premium-videos');
    const search = page.getByLabel('Search premium videos');
    await search.fill('zzqqxxnothing');
    await search.press('Enter');
    await expect(page.getByText('No videos found')).toBeVisible();
    await search.fill(video.title);
    await search.press('Enter');
    const list = page.getByRole('list', { name: 'Premium videos' });
    await expect(list.getByText(video.title)).toBeVisible();
    const confirms = recordNativeConfirms(page);
    await list.getByRole('button', { name: `Remove ${video.title} from premium` }).click();
    await confirmInApp(page, 'Remove from premium', 'Are you sure you want to remove this video from premium content?');
    expect(confirms).toEqual([]);
    await expect(page.getByText('Video removed from premium content')).toBeVisible();
    await expect(page.getByText(video.title)).toHaveCount(0);
  });

  test('premium categories: validation, create, then add a premium video to it', ONE_WIDTH, async ({ page, request }) => {
    const video = await freshVideo(request, { premium: true });
    await openTab(page, 'premium-categories');
    await page.getByRole('button', { name: 'Create Premium Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Premium Category' });
    await dialog.getByLabel('Name *').fill('Q');
    await dialog.getByRole('button', { name: 'Save Premium Category' }).click();
    await expect(dialog.getByText('Category name must be between 2 and 50 characters')).toBeVisible();
    const name = `Gold ${tag('g')}`;
    await dialog.getByLabel('Name *').fill(name);
    await dialog.getByRole('button', { name: 'Save Premium Category' }).click();
    await expect(page.getByText('Category created successfully')).toBeVisible();

    await page.getByRole('button', { name: `Videos in ${name}` }).click();
    await expect(page.getByText('No videos in this category yet.')).toBeVisible();
    const find = page.getByLabel('Find premium videos to add');
    await find.fill(video.title);
    await find.press('Enter');
    await page.getByRole('button', { name: `Add ${video.title} to ${name}` }).click();
    await expect(page.getByRole('list', { name: `Videos in ${name}` }).getByText(video.title)).toBeVisible();
    await page.getByRole('button', { name: `Take ${video.title} out of ${name}` }).click();
    await expect(page.getByText('No videos in this category yet.')).toBeVisible();
  });
});

test.describe('dashboard', () => {
  test("today's figures link to their tabs, above the statistics panel", ONE_WIDTH, async ({ page }) => {
    await openTab(page, 'dashboard');
    const requests = page.getByTestId('figure-pending_creator_requests');
    await expect(requests).toContainText(/\d+/);
    await expect(page.getByTestId('figure-new_members')).toContainText(/\d+/);
    await requests.click();
    await expect(page).toHaveURL(/tab=creator-requests/);
  });
});

test.describe('accessibility', () => {
  test('the admin tabs built here have no serious or critical axe violations', async ({ page }) => {
    test.setTimeout(180_000);
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    await signIn(page, 'admin');
    for (const tab of ['dashboard', 'categories', 'premium-videos', 'premium-categories', 'assets', 'partners']) {
      await page.goto(`/admin/dashboard?tab=${tab}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${tab}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    }
  });
});
