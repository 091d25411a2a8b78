// The ad code proper (slots, page formats, the JuicyAds banner and their provider scripts),
// one chunk loaded by ad-columns.tsx only where ads are on for this viewer and page.
export { AdSlot } from './ad-slot';
export { JuicyBanner } from './juicy-banner';
export { PageAds } from './page-ads';
