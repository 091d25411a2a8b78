// The app's code after the server's first paint (issue 26 §7, FCP).
//
// Where the server drew the first screen into #root (internal/web/firstpaint.go) and
// index.html's early script decided to show it (boot().paint, src/data/boot.ts), the app's JavaScript
// must not compete with that paint: a request started before the first paint counts in
// Lighthouse's FCP (Lantern), and under a slow CPU the browser ran the module graph before
// it painted. So the built index.html keeps the entry's <script type="module">, its
// <link rel="modulepreload">s and the first-page preload script (vite.config.ts
// firstPageModulePreload) inside an inert <template>, and a small inline loader puts them
// into the page: after the first paint when the markup is shown, at once otherwise (the
// worker's precached shell, offline, a page without markup, before the age gate).
//
// A build step only: in dev, index.html's own module script loads as it is.
import type { Plugin } from 'vite';
import { BOOT_GLOBAL } from '../src/data/boot';

export const TEMPLATE_ID = 'rh-app';

const ENTRY = /<script type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>\s*/;
const MODULEPRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;
// The first-page preload script: the only inline script that adds modulepreload links.
const FIRST_PAGE = /<script>(?:(?!<\/script>)[\s\S])*?'modulepreload'(?:(?!<\/script>)[\s\S])*?<\/script>\s*/;

/**
 * Runs where the entry's tag was (after the early script, which sets boot().paint, and before
 * the stylesheet, so it waits for nothing). The entry is a module script added by a script,
 * thus "async": it is added only once the document is parsed (as a module script of the
 * HTML runs), so that it never runs before #root and index.html's script after it; its
 * download starts at once through a modulepreload. With the markup shown it waits for the
 * first contentful paint as the browser reports it (a paint entry, reported once the frame
 * is presented): requestAnimationFrame is no such signal in Chromium, which defers a new
 * page's first commits, and a script timed by it started the entry before the paint
 * (106 ms against a 240 ms first paint in tests/e2e/first-paint.spec.ts). Two frames
 * where the browser has no paint entries; at most 2 s in any case (a paint that does not
 * come must not keep the app away). A hidden page paints nothing, so it loads at once.
 */
/**
 * The app's own code could not be fetched (the connection lost in the first moments of a
 * first visit, before the worker kept anything; issue 39 §1): the server's first screen
 * stays, and a button in the visitor's language (the address's prefix) says so and loads
 * the page again; so does the browser's 'online' event. Texts: common.json's offline.title
 * and actions.try_again.
 */
const NOT_LOADED =
  `function(){var b=d.createElement('button'),k=(/^\\/(de|es|fr)(?=\\/|$)/.exec(location.pathname)||[0,'en'])[1];` +
  `b.textContent={en:'You are offline. Try Again',de:'Du bist offline. Erneut versuchen',es:'Estás sin conexión. Reintentar',fr:'Vous êtes hors ligne. Réessayer'}[k];` +
  `b.type='button';b.setAttribute('data-testid','app-not-loaded');b.style.cssText='position:fixed;left:8px;right:8px;bottom:8px;z-index:99;padding:12px;border-radius:12px;font:600 16px sans-serif';` +
  `b.onclick=function(){location.reload()};d.body.appendChild(b);addEventListener('online',b.onclick)}`;

/**
 * On the painted screen, before the app listens (issue 40): a press on a button or a
 * select's change would do nothing (React replays only what reaches it after hydration has
 * begun; a link still navigates by itself). The first few are kept on the boot object for
 * the app to replay once it has hydrated that markup (src/data/early-input.ts), which closes
 * the record first.
 */
const KEEP_INPUT =
  `var q=[];(window.${BOOT_GLOBAL}||{}).input=q;` +
  `var keep=function(e,v){if(!q.closed&&q.length<4&&e&&e.closest&&e.closest('#root'))q.push(v===void 0?[e]:[e,v])};` +
  `d.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('button');if(b&&!b.disabled)keep(b)},true);` +
  `d.addEventListener('change',function(e){var s=e.target;if(s&&s.tagName==='SELECT')keep(s,s.value)},true);`;

export const LOADER =
  `(function(){var d=document,t=d.getElementById('${TEMPLATE_ID}');if(!t)return;` +
  `var go=function(){var f=d.importNode(t.content,true),m=f.querySelector('script[type=module]'),l;` +
  `if(m){m.remove();l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=m.src;d.head.appendChild(l)}` +
  `d.head.appendChild(f);if(!m)return;m.onerror=${NOT_LOADED};var run=function(){d.head.appendChild(m)};` +
  `d.readyState==='loading'?d.addEventListener('DOMContentLoaded',run):run()};` +
  `var P=window.PerformanceObserver,done=0,o,g=function(){if(!done){done=1;if(o)o.disconnect();setTimeout(go,0)}};` +
  `if(!(window.${BOOT_GLOBAL}||{}).paint||d.hidden)return go();` +
  KEEP_INPUT +
  `if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0){o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)g()});o.observe({type:'paint',buffered:true});setTimeout(g,2000)}` +
  `else requestAnimationFrame(function(){requestAnimationFrame(g)})})()`;

/** Rewrites the built index.html; leaves it as it is where it finds no entry script. */
export function deferEntryHtml(html: string): string {
  const entry = ENTRY.exec(html);
  if (!entry) return html;
  const preloads = html.match(MODULEPRELOAD) ?? [];
  const firstPage = FIRST_PAGE.exec(html)?.[0] ?? '';
  let out = html.replace(firstPage, () => '').replace(MODULEPRELOAD, '');
  const inert = [firstPage, entry[0], ...preloads].map((s) => s.trim()).filter(Boolean).join('\n      ');
  // A function: the moved script's text holds `$` (a replacement pattern otherwise).
  out = out.replace(ENTRY, () => `<template id="${TEMPLATE_ID}">\n      ${inert}\n    </template>\n    <script>${LOADER}</script>\n    `);
  return out;
}

export function deferEntry(): Plugin {
  return {
    name: 'reelhouse-defer-entry',
    apply: 'build',
    // After Vite's own tags and firstPageModulePreload's script are in the HTML (listed
    // after it in vite.config.ts).
    transformIndexHtml: { order: 'post', handler: (html) => deferEntryHtml(html) },
  };
}
