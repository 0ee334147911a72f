/** npm run content:check — schema validity and quality gates of the curated library. */
import { resolve } from 'node:path';
import { ContentError, loadContent } from '../src/server/content/load';
import { checkContent } from '../src/server/content/check';

const root = resolve(process.argv[2] ?? 'content');
const partial = process.argv.includes('--partial');
try {
  const lib = loadContent(root);
  const report = checkContent(lib, { enforceMinimums: !partial });
  console.log('counts:', JSON.stringify(report.counts));
  console.log('mcqs per subject:', JSON.stringify(report.mcqsPerSubject));
  if (report.problems.length) {
    console.error(`${report.problems.length} problem(s):\n  ${report.problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('content OK');
} catch (e) {
  if (e instanceof ContentError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
