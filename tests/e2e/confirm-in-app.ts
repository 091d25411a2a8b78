// The dashboards confirm destructive actions with the site's own dialog (issue 26), never
// window.confirm. recordNativeDialogs records (and dismisses, so the guarded action does
// not happen) any native confirm; the test asserts the list is empty at its end.
import { expect, type Page } from '@playwright/test';

export function recordNativeConfirms(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    if (d.type() !== 'confirm') return; // the blog editor's link prompt is another matter
    seen.push(d.message());
    void d.dismiss();
  });
  return seen;
}

/** Answers the open in-app confirmation with its destructive button, checking its text. */
export async function confirmInApp(page: Page, action: string, text?: string | RegExp) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  if (text) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}
