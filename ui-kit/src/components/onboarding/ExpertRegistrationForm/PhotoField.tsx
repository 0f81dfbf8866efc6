import { useId, useState } from 'react';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';

/** The image types and size the API accepts for a profile photo (the contract's 2 MB data URL). */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

export interface PhotoFieldProps {
  /** The chosen photo as a data URL, or null. */
  value: string | null;
  onChange: (dataUrl: string | null) => void;
}

/** Reads a file as a data URL. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The profile photo upload (part 2 §2.6): image files only, with a preview and a way to remove it. */
export function PhotoField({ value, onChange }: PhotoFieldProps) {
  const t = useT();
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      setError(t('registration.photoNotImage'));
      return;
    }
    if (file.size > PHOTO_MAX_BYTES) {
      setError(t('registration.photoTooLarge'));
      return;
    }
    setError(null);
    onChange(await readAsDataUrl(file));
  };

  return (
    <div className="eb-field eb-photo-field">
      <label className="eb-label" htmlFor={id}>
        {t('registration.photo')}
      </label>
      <div className="eb-row">
        {value ? (
          <img
            className="eb-photo-field__preview"
            src={value}
            alt={t('registration.photoPreview')}
          />
        ) : null}
        <input
          id={id}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          aria-describedby={`${id}-hint ${id}-error`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {value ? (
          <Button variant="ghost" onClick={() => onChange(null)}>
            {t('registration.photoRemove')}
          </Button>
        ) : null}
      </div>
      <p className="eb-field-hint" id={`${id}-hint`}>
        {t('registration.photoHint')}
      </p>
      <p className="eb-field-error" id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error}
      </p>
    </div>
  );
}
