import { useState, type ChangeEvent } from 'react';
import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ImportResponse } from '@shared/admin';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { errorText } from '@web/lib/error-text';
import { useImportQuestions } from '../api/import';

const MAX_BYTES = 2 * 1024 * 1024;

/** Import questions from a CSV or JSON file (docs/question-bank-format.md): the server checks every row. */
export function ImportPanel() {
  const { t } = useTranslation('admin');
  const importing = useImportQuestions();
  const [file, setFile] = useState<{ name: string; format: 'csv' | 'json'; text: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [acceptValid, setAcceptValid] = useState(false);

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const f = e.target.files?.[0];
    setFile(null);
    setFileError(null);
    importing.reset();
    if (!f) return;
    const format = /\.csv$/i.test(f.name) ? 'csv' : /\.json$/i.test(f.name) ? 'json' : null;
    if (!format) return setFileError(t('import.wrongType'));
    if (f.size > MAX_BYTES) return setFileError(t('import.tooLarge'));
    setFile({ name: f.name, format, text: await f.text() });
  }

  return (
    <Card className="space-y-4">
      <h2 className="text-xl font-semibold text-indigo-900">{t('import.heading')}</h2>
      <p className="text-sm text-slate-600">{t('import.hint')}</p>
      <div>
        <label htmlFor="import-file" className="mb-1.5 block text-sm font-semibold text-slate-700">
          {t('import.file')}
        </label>
        <input
          id="import-file"
          type="file"
          accept=".csv,.json,text/csv,application/json"
          onChange={(e) => void choose(e)}
          className="block w-full text-sm"
        />
        {fileError && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {fileError}
          </p>
        )}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={acceptValid} onChange={(e) => setAcceptValid(e.target.checked)} className="size-4" />
        {t('import.acceptValid')}
      </label>
      <Button disabled={!file || importing.isPending} onClick={() => file && importing.mutate({ format: file.format, text: file.text, acceptValid })}>
        <Upload aria-hidden="true" className="size-4" />
        {importing.isPending ? t('import.checking') : t('import.submit')}
      </Button>
      {importing.isError && (
        <Alert tone="error" title={t('import.failed')}>
          <p>{errorText(importing.error)}</p>
        </Alert>
      )}
      {importing.data && <ImportResult r={importing.data} />}
    </Card>
  );
}

function ImportResult({ r }: { r: ImportResponse }) {
  const { t } = useTranslation('admin');
  const counts = { accepted: r.accepted.length, rejected: r.rejected.length };
  return (
    <div className="space-y-3" data-testid="import-result">
      <Alert tone={r.imported ? 'success' : 'warning'} title={r.imported ? t('import.imported', counts) : t('import.notImported', counts)} />
      {r.rejected.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-semibold">{t('import.rejectedRows')}</caption>
            <thead>
              <tr>
                <th scope="col" className="border-b px-2 py-1">
                  {t('import.row')}
                </th>
                <th scope="col" className="border-b px-2 py-1">
                  {t('import.id')}
                </th>
                <th scope="col" className="border-b px-2 py-1">
                  {t('import.reasons')}
                </th>
              </tr>
            </thead>
            <tbody>
              {r.rejected.map((row) => (
                <tr key={row.row} className="align-top odd:bg-slate-50">
                  <td className="px-2 py-1">{row.row}</td>
                  <td className="px-2 py-1 break-all">{row.id ?? '—'}</td>
                  <td className="px-2 py-1">
                    <ul className="list-disc pl-4">
                      {row.reasons.map((x, i) => (
                        <li key={i}>{x}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
