// Blogs, partners, footer, legal pages and the age gate.
import { test as plain } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { suCreate, suToken, tag } from './helpers';
import { frames, imagesAndFontsSettled } from './settled';

test.describe('content', () => {
  test('blog search and paging', async ({ page, request }) => {
    const word = tag('zq');
    for (let i = 1; i <= 12; i++) {
      await suCreate(request, 'blogs', { title: `${word} post ${i}`, content: `About ${word} number ${i}`, content_html: `<p>About ${word}</p>`, published: true });
    }
    await page.goto('/blogs');
    await page.getByLabel('Search blog posts').fill(word);
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.getByRole('link', { name: `${word} post 1`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${word} post 1` })).toBeVisible();
    await expect(page.getByText('By Admin')).toBeVisible();
  });

  test('hostile blog HTML is rendered without running', async ({ page, request }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const post = await suCreate(request, 'blogs', {
      title: tag('Hostile '),
      content: 'x',
      content_html: '<p>Safe text</p><script>window.__pwned=1;alert(1)</script><img src="x" onerror="window.__pwned=2;alert(2)"><a href="javascript:alert(3)">link</a>',
      published: true,
    });
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByText('Safe text')).toBeVisible();
    // A surviving onerror would have run once the post's images failed to load.
    await imagesAndFontsSettled(page);
    await frames(page);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await page.getByTestId('blog-content').innerHTML()).not.toMatch(/onerror|<script|javascript:/i);
  });

  test('unknown blog post', async ({ page }) => {
    await page.goto(`/blog/${tag('missing-')}`);
    await expect(page.getByText('Blog post not found')).toBeVisible();
  });

  test('partners page and footer partner links', async ({ page, request }) => {
    const featured = await suCreate(request, 'partners', {
      name: tag('Featured '), url: 'https://example.com/f', description: 'A featured friend', banner_url: 'https://example.com/banner.png', display_order: 1,
    });
    const footer = await suCreate(request, 'partners', {
      name: tag('Footer '), url: 'https://example.com/p', description: 'Footer friend', display_in_footer: true, display_order: 2,
    });
    await page.goto('/partners');
    await expect(page.getByRole('heading', { name: 'Featured Partners' })).toBeVisible();
    await expect(page.getByRole('img', { name: featured.name })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: footer.name })).toBeVisible();
    const link = page.getByRole('contentinfo').getByRole('link', { name: footer.name });
    await expect(link).toHaveAttribute('title', 'Footer friend');
    await expect(link).toHaveAttribute('href', 'https://example.com/p');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'DMCA' })).toBeVisible();
  });

  test('the contact page shows the site name and support e-mail from settings', async ({ page, request }) => {
    const token = await suToken(request);
    const headers = { Authorization: token };
    const list = await request.get(`/api/collections/settings/records?filter=${encodeURIComponent('key="site"')}`, { headers });
    const site = ((await list.json()) as { items: { id: string; value: Record<string, unknown> }[] }).items[0]!;
    const name = `Site ${tag('n')}`;
    const email = `${tag('help')}@example.org`;
    await request.patch(`/api/collections/settings/records/${site.id}`, { data: { value: { ...site.value, site_name: name, support_email: email } }, headers });
    try {
      await page.goto('/contact');
      await expect(page.getByRole('main').getByText(name).first()).toBeVisible();
      await expect(page.getByRole('main').getByText(email).first()).toBeVisible();
    } finally {
      await request.patch(`/api/collections/settings/records/${site.id}`, { data: { value: site.value }, headers });
    }
  });

  const pages: [string, RegExp, string?][] = [
    ['/contact', /Contact Us/],
    ['/dmca', /DMCA \/ Takedown Policy/, 'within 7 business days'],
    ['/privacy', /Privacy Policy/],
    ['/terms', /Terms of Service/, '18 years of age or older'],
    ['/2257', /2257 Record-Keeping Requirements Compliance Statement/, 'Custodian of records'],
    ['/sitemap', /Sitemap/, 'All Categories'],
  ];
  for (const [path, heading, text] of pages) {
    test(`legal page ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (text) await expect(page.getByText(text).first()).toBeVisible();
    });
  }
  test('DMCA states the appeal window', async ({ page }) => {
    await page.goto('/dmca');
    await expect(page.getByText('An uploader may appeal a removal within 7 days')).toBeVisible();
    await expect(page.getByText('We decide on an appeal within 7 business days.')).toBeVisible();
  });
});

plain.describe('age gate', () => {
  // A first visit: none of the config's pre-accepted storage state.
  plain.use({ storageState: { cookies: [], origins: [] } });
  plain('blocks until accepted and stays accepted after reload', async ({ page }) => {
    await page.goto('/');
    const gate = page.getByRole('alertdialog', { name: 'Adults only (18+)' });
    await expect(gate).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    // Focus is trapped in the gate (Radix focuses the cancel action first).
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="alertdialog"]'))).toBe(true);
    await page.getByRole('button', { name: 'I am 18 or older — Enter' }).click();
    await expect(gate).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(await page.locator('meta[name="RATING"]').getAttribute('content')).toBe('RTA-5042-1996-1400-1577-RTA');
  });

  plain('Leave goes away from the site', async ({ page }) => {
    await page.route('https://www.google.com/**', (route) => route.fulfill({ body: 'left', contentType: 'text/plain' }));
    await page.goto('/blogs');
    await page.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/google\.com/);
  });
});
