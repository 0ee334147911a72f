import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error — plain .mjs helpers shared with npm start
import { isProductionBuild, readBuildInfo, webIsStale } from './web-build.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project root with a dist/web holding `script` as its one asset and `marker` as the build marker. */
function fakeRoot(script: string, marker: object | null): string {
  const root = mkdtempSync(join(tmpdir(), 'abhyas-build-'));
  roots.push(root);
  mkdirSync(join(root, 'dist/web/assets'), { recursive: true });
  writeFileSync(join(root, 'dist/web/index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'dist/web/assets/index-abc.js'), script);
  if (marker) writeFileSync(join(root, 'dist/web/.build-info.json'), JSON.stringify(marker));
  return root;
}

const PRODUCTION_JS = 'import{jsx as e}from"./core.js";e("div",{});';
const DEVELOPMENT_JS = 'import{jsxDEV as e}from"./jsx-dev-runtime.js";e("div",{},void 0,!1,{fileName:"app.tsx"});';

describe('isProductionBuild (npm start refuses anything else)', () => {
  it('accepts a marked production build', () => {
    const root = fakeRoot(PRODUCTION_JS, { production: true, nodeEnv: 'production' });
    expect(isProductionBuild(root)).toBe(true);
    expect(readBuildInfo(root)).toMatchObject({ production: true });
    expect(webIsStale(root)).toBe(false);
  });

  it('refuses a build without the marker (made before it, or copied in by hand)', () => {
    const root = fakeRoot(PRODUCTION_JS, null);
    expect(isProductionBuild(root)).toBe(false);
    expect(webIsStale(root)).toBe(true);
  });

  it('refuses a build marked as development', () => {
    expect(isProductionBuild(fakeRoot(PRODUCTION_JS, { production: false, nodeEnv: 'development' }))).toBe(false);
  });

  it("refuses React's development JSX runtime even under a production marker", () => {
    const root = fakeRoot(DEVELOPMENT_JS, { production: true });
    expect(isProductionBuild(root)).toBe(false);
    expect(webIsStale(root)).toBe(true);
  });

  it('refuses when there is no build at all', () => {
    const root = mkdtempSync(join(tmpdir(), 'abhyas-build-'));
    roots.push(root);
    expect(isProductionBuild(root)).toBe(false);
    expect(readBuildInfo(root)).toBeNull();
    expect(webIsStale(root)).toBe(true);
  });
});
