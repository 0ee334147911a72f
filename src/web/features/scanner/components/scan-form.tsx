import { ImagePlus, Loader2, ScanLine, X } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SCAN_IMAGE_MAX_BYTES, SCAN_TEXT_MAX } from '@shared/scanner';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Segmented } from '@web/components/ui/segmented';

export type ScanLanguage = 'english' | 'marathi';

interface Props {
  busy: boolean;
  language: ScanLanguage;
  onLanguage: (l: ScanLanguage) => void;
  onAnalyze: (input: { questionText: string; questionImage: string }) => void;
}

/** PNG or JPEG by its first bytes, as the server checks (the file's name and type are not trusted). */
async function isPngOrJpeg(file: File): Promise<boolean> {
  const b = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const jpeg = b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x);
  return jpeg || png;
}

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error ?? new Error('read failed'));
    r.readAsDataURL(file);
  });

/** The Scan Question tab: language, an image (png/jpg ≤ 5 MB) with preview, or the text, and Analyze Question. */
export function ScanForm({ busy, language, onLanguage, onAnalyze }: Props) {
  const { t } = useTranslation('scanner');
  const [text, setText] = useState('');
  const [image, setImage] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  const empty = !text.trim() && !image;

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > SCAN_IMAGE_MAX_BYTES) {
      toast.error(t('toast.tooLargeTitle'), { description: t('toast.tooLarge') });
      return;
    }
    if (!(await isPngOrJpeg(file))) {
      toast.error(t('toast.notImage'));
      return;
    }
    setImage(await readDataUrl(file));
  };

  const submit = () => {
    if (empty) {
      toast.error(t('toast.inputTitle'), { description: t('toast.input') });
      return;
    }
    onAnalyze({ questionText: text.trim(), questionImage: image });
  };

  return (
    <Card className="space-y-5">
      <Segmented
        label={t('scan.language')}
        name="scan-language"
        value={language}
        onChange={onLanguage}
        disabled={busy}
        options={[
          { value: 'english', label: 'English' },
          { value: 'marathi', label: 'मराठी' },
        ]}
      />
      <div className="space-y-2">
        <p className="text-sm font-semibold text-slate-700">{t('scan.image')}</p>
        {image ? (
          <div className="space-y-2">
            <img src={image} alt={t('scan.preview')} className="max-h-72 w-auto rounded-xl border border-slate-200 object-contain" />
            <Button variant="secondary" onClick={() => setImage('')} disabled={busy}>
              <X aria-hidden className="size-4" /> {t('scan.remove')}
            </Button>
          </div>
        ) : (
          <label className="flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 p-4 text-center text-slate-600 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600">
            <ImagePlus aria-hidden className="size-7 text-indigo-700" />
            <span className="font-semibold">{t('scan.upload')}</span>
            <span className="text-sm">{t('scan.uploadHint')}</span>
            <input
              ref={fileRef}
              data-testid="scan-file"
              type="file"
              accept="image/png,image/jpeg"
              className="sr-only"
              disabled={busy}
              onChange={(e) => void onFile(e)}
            />
          </label>
        )}
      </div>
      <div className="space-y-2">
        <label htmlFor="scan-text" className="text-sm font-semibold text-slate-700">
          {t('scan.text')}
        </label>
        <textarea
          id="scan-text"
          value={text}
          maxLength={SCAN_TEXT_MAX}
          onChange={(e) => setText(e.target.value)}
          rows={6}
          placeholder={t('scan.textPlaceholder')}
          className="w-full rounded-xl border border-slate-300 p-3 text-base focus:outline-2 focus:outline-indigo-600"
        />
      </div>
      <Button onClick={submit} disabled={busy || empty} className="w-full sm:w-auto">
        {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : <ScanLine aria-hidden className="size-4" />}
        {busy ? t('scan.analyzing') : t('scan.analyze')}
      </Button>
    </Card>
  );
}
