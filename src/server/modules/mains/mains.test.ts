import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MainsEvaluation, UploadStatus } from '@shared/mains';
import { renderTextPng } from '@server/ocr/test-support';
import { createTestApp, type TestApp } from '@server/testing/test-app';
import { signedInUser, type TestUser } from '@server/testing/users';

let t: TestApp;
let user: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  user = await signedInUser(t);
  other = await signedInUser(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const BOUNDARY = '----abhyas-test-boundary';
function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}
const upload = (u: TestUser, file: { name: string; type: string; bytes: Buffer }, fields = { questionId: 'mains-gs1-002', language: 'marathi' }) => {
  const { payload, headers } = multipart(fields, file);
  return u.inject('POST', '/api/mains-practice/upload', payload, { headers });
};
const stored = async (userId: string) => {
  const count = (table: 'mains_uploads' | 'jobs') =>
    t.db.kysely
      .selectFrom(table)
      .select((e) => e.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  return { uploads: await count('mains_uploads'), jobs: await count('jobs') };
};
async function readUntilDone(u: TestUser, id: string): Promise<UploadStatus> {
  const end = Date.now() + 60_000;
  for (;;) {
    const res = await u.inject('GET', `/api/mains-practice/uploads/${id}`);
    expect(res.statusCode).toBe(200);
    const s = res.json<UploadStatus>();
    if (s.status === 'read' || s.status === 'failed') return s;
    if (Date.now() > end) throw new Error(`still ${s.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const PHULE_MR = ['महात्मा जोतीराव फुले यांनी १८७३ मध्ये सत्यशोधक समाजाची स्थापना केली.', 'सावित्रीबाई फुले यांच्यासह त्यांनी १८४८ मध्ये पुण्यात मुलींची शाळा सुरू केली.'];

describe('mains practice: questions and typed answers', () => {
  it('lists the questions in the chosen language, and a typed answer is evaluated and listed', async () => {
    const q = await user.inject('GET', '/api/mains-practice/questions?language=marathi');
    expect(q.statusCode).toBe(200);
    const phule = q.json<{ questions: { id: string; text: string; evaluated: boolean }[] }>().questions.find((x) => x.id === 'mains-gs1-002')!;
    expect(phule.text).toContain('जोतीराव फुले');
    expect(phule.evaluated).toBe(false);

    const res = await user.inject('POST', '/api/mains-practice/answers', {
      questionId: 'mains-gs1-002',
      language: 'english',
      text: 'Phule founded the Satyashodhak Samaj in 1873. However, his work had limits.',
    });
    expect(res.statusCode).toBe(200);
    const ev = res.json<MainsEvaluation>();
    expect(ev).toMatchObject({ questionId: 'mains-gs1-002', totalMarks: 15, source: 'typed', engine: 'offline' });
    expect(ev.score).toBeGreaterThan(0);
    expect(ev.evidence.points.some((p) => p.covered && p.sentence?.includes('Satyashodhak'))).toBe(true);

    const list = (await user.inject('GET', '/api/mains-practice/evaluations')).json<{ evaluations: MainsEvaluation[] }>();
    expect(list.evaluations.map((e) => e.id)).toContain(ev.id);
    expect((await other.inject('GET', '/api/mains-practice/evaluations')).json<{ evaluations: unknown[] }>().evaluations).toHaveLength(0);
    const again = (await user.inject('GET', '/api/mains-practice/questions?language=english')).json<{
      questions: { id: string; evaluated: boolean }[];
    }>();
    expect(again.questions.find((x) => x.id === 'mains-gs1-002')?.evaluated).toBe(true);
  });

  it('refuses an unknown question and an empty answer with 4xx', async () => {
    expect((await user.inject('POST', '/api/mains-practice/answers', { questionId: 'nope', language: 'english', text: 'x' })).statusCode).toBe(404);
    expect(
      (await user.inject('POST', '/api/mains-practice/answers', { questionId: 'mains-gs1-002', language: 'english', text: '  ' })).statusCode,
    ).toBe(400);
  });
});

describe('mains practice: uploads refused by what they are', () => {
  it('refuses a text file named .png, an SVG, a 0-byte file and an 11 MB file, storing nothing', async () => {
    const cases = [
      { file: { name: 'answer.png', type: 'image/png', bytes: Buffer.from('this is just text, renamed') }, status: 415, code: 'upload_wrong_type' },
      {
        file: {
          name: 'answer.png',
          type: 'image/png',
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        },
        status: 415,
        code: 'upload_wrong_type',
      },
      { file: { name: 'answer.jpg', type: 'image/jpeg', bytes: Buffer.alloc(0) }, status: 400, code: 'upload_empty' },
      {
        file: { name: 'answer.pdf', type: 'application/pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * 1024 * 1024)]) },
        status: 413,
        code: 'upload_too_large',
      },
    ];
    for (const c of cases) {
      const res = await upload(other, c.file);
      expect(res.statusCode, c.file.name).toBe(c.status);
      expect(res.json()).toMatchObject({ error: { code: c.code } });
    }
    expect(await stored(other.id)).toEqual({ uploads: 0, jobs: 0 });
  });
});

describe('mains practice: an upload read in the background', () => {
  it('answers at once with an id, reads a printed Marathi page, serves the file only to its owner, evaluates the corrected transcript', async () => {
    const res = await upload(user, { name: '../../x.png', type: 'text/html', bytes: renderTextPng(PHULE_MR) });
    expect(res.statusCode, res.body).toBe(202);
    const { uploadId } = res.json<{ uploadId: string }>();
    const s = await readUntilDone(user, uploadId);
    expect(s).toMatchObject({ status: 'read', kind: 'png', pages: 1, reliable: true, progress: 1 });
    expect(s.transcript![0]!.text).toContain('सत्यशोधक');
    expect(s.transcript![0]!.lines.flat().every((w) => typeof w.confidence === 'number')).toBe(true);

    const file = await user.inject('GET', `/api/mains-practice/uploads/${uploadId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="answer-${uploadId}.png"`);
    expect((await other.inject('GET', `/api/mains-practice/uploads/${uploadId}/file`)).statusCode).toBe(404);
    expect((await other.inject('GET', `/api/mains-practice/uploads/${uploadId}`)).statusCode).toBe(404);
    expect((await other.inject('POST', `/api/mains-practice/uploads/${uploadId}/evaluate`, { text: 'x' })).statusCode).toBe(404);

    const corrected = s
      .transcript!.map((p) => p.text)
      .join('\n')
      .replace('सत्यशोधक', 'सत्यशोधक');
    const ev = await user.inject('POST', `/api/mains-practice/uploads/${uploadId}/evaluate`, { text: corrected });
    expect(ev.statusCode).toBe(200);
    expect(ev.json<MainsEvaluation>()).toMatchObject({ source: 'upload', uploadId, language: 'marathi' });
    expect((await readUntilDone(user, uploadId)).evaluationId).toBe(ev.json<MainsEvaluation>().id);
  }, 90_000);

  it('reads a PDF text layer exactly', async () => {
    const pdf = await new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument({ size: 'A4' });
      const chunks: Buffer[] = [];
      doc.on('data', (c: Buffer) => chunks.push(c));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.text('Phule founded the Satyashodhak Samaj in 1873.');
      doc.end();
    });
    const res = await upload(user, { name: 'a.pdf', type: 'application/pdf', bytes: pdf }, { questionId: 'mains-gs1-002', language: 'english' });
    expect(res.statusCode).toBe(202);
    const s = await readUntilDone(user, res.json<{ uploadId: string }>().uploadId);
    expect(s.transcript).toEqual([
      expect.objectContaining({ page: 1, source: 'text-layer', confidence: 100, text: 'Phule founded the Satyashodhak Samaj in 1873.' }),
    ]);
  }, 60_000);
});
