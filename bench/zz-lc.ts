import { loadContentCached } from '@server/content/load-cached';
import { filesFingerprint } from '@server/content/fingerprint';
for (let i = 0; i < 3; i++) {
  const t = Date.now();
  const r = loadContentCached('content');
  console.log(r.cached, Date.now() - t, filesFingerprint('content', process.cwd()).slice(0, 12));
}
