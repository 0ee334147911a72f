import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue, Result } from 'axe-core';

/*
 * Accessibility guard rail (issue 8): axe-core checks every page the e2e suite visits against WCAG
 * 2.1 A/AA, and a serious or critical violation fails the test. `newPage` (browser.ts) calls
 * `auditPage` after every goto, reload and waitForURL, and once more on the page's final state when
 * the test ends, so a new spec is covered without asking for it. Call `auditPage` yourself for a
 * state reached by clicking (a dialog, a generated result).
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

/** Pages (DOM fingerprints) already checked in this worker: the same login page need not be checked 20 times. */
const checked = new Set<string>();

export class AccessibilityError extends Error {
  override name = 'AccessibilityError';
}

/** What a person reads when the suite fails: one block per rule, each failing element with its selector. */
export function formatViolations(where: string, violations: readonly Result[]): string {
  const lines = [`${violations.length} serious/critical accessibility violation(s) on ${where}:`];
  for (const v of violations) {
    lines.push(`\n[${v.impact}] ${v.id}: ${v.help}\n  ${v.helpUrl}`);
    for (const node of v.nodes.slice(0, 8)) {
      const summary = (node.failureSummary ?? '')
        .split('\n')
        .slice(1)
        .map((s) => s.trim())
        .filter(Boolean)
        .join(' / ');
      lines.push(`  - ${node.target.join(' ')}${summary ? `\n      ${summary}` : ''}`);
    }
    if (v.nodes.length > 8) lines.push(`  … and ${v.nodes.length - 8} more`);
  }
  return lines.join('\n');
}

/**
 * Waits (at most `timeout` ms) until no spinner shows and the DOM has not changed for 300 ms, so axe
 * sees the page a person sees rather than a half-rendered one. A page that never settles (an
 * auto-advancing carousel) is checked as it is when time runs out.
 */
async function settle(page: Page, timeout = 4000): Promise<void> {
  await page
    .evaluate(
      (limit) =>
        new Promise<void>((resolve) => {
          const start = Date.now();
          let last = Date.now();
          const observer = new MutationObserver(() => (last = Date.now()));
          observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
          const tick = () => {
            const busy = document.querySelector('.animate-spin, [aria-busy="true"]') !== null;
            if ((!busy && Date.now() - last >= 300) || Date.now() - start >= limit) {
              observer.disconnect();
              resolve();
            } else setTimeout(tick, 50);
          };
          tick();
        }),
      timeout,
    )
    .catch(() => undefined); // the page navigated away meanwhile: the next check looks at the new one
}

/** axe-core's WCAG 2.1 A/AA violations (every impact) on the page as it is now. */
export async function runAxe(page: Page): Promise<AxeResults> {
  // Evaluated through the DevTools protocol, which the page's CSP (script-src 'self') rightly does not cover.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_TAGS,
  );
}

/**
 * Runs axe-core (WCAG 2.1 A and AA) on the page as it is now and throws an AccessibilityError listing
 * every serious or critical violation: rule, element selector, what is wrong, and where the rule is explained.
 */
export async function auditPage(page: Page, label?: string): Promise<void> {
  if (page.isClosed()) return;
  await settle(page);
  let results: AxeResults;
  let fingerprint: string;
  try {
    fingerprint = await page.evaluate(() => {
      const text = `${location.pathname}|${document.documentElement.lang}|${document.body.innerHTML}`;
      let hash = 0x811c9dc5; // FNV-1a
      for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
      return `${location.pathname}|${text.length}|${hash >>> 0}`;
    });
    if (checked.has(fingerprint)) return;
    results = await runAxe(page);
  } catch (error) {
    // A navigation that replaced the document mid-check is not a finding; the next check covers the new page.
    if (/Execution context was destroyed|Frame was detached|Target page, context or browser has been closed/i.test(String(error))) return;
    throw error;
  }
  const failing = results.violations.filter((v) => v.impact && FAILING_IMPACTS.includes(v.impact));
  if (failing.length === 0) {
    checked.add(fingerprint);
    return;
  }
  const lang = await page.evaluate(() => document.documentElement.lang).catch(() => '?');
  throw new AccessibilityError(formatViolations(`${label ? `${label} — ` : ''}${new URL(results.url).pathname} (lang=${lang})`, failing));
}
