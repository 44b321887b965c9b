import { AVATAR_LIMITS, isAvatarContentType } from '@seed/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 1 §5 avatar rules: type, size, and compression of images over 1 MB (800 px, JPEG 0.85). */
export async function prepareAvatar(
  file: File,
): Promise<{ blob: Blob; compressed: boolean } | { error: 'type' | 'size' }> {
  if (!isAvatarContentType(file.type)) return { error: 'type' };
  if (file.size > AVATAR_LIMITS.maxBytes) return { error: 'size' };
  if (file.size <= AVATAR_LIMITS.compressionThresholdBytes) return { blob: file, compressed: false };
  const { default: imageCompression } = await import('browser-image-compression');
  const blob = await imageCompression(file, {
    maxWidthOrHeight: AVATAR_LIMITS.maxDimensionPx,
    initialQuality: AVATAR_LIMITS.jpegQuality,
    fileType: 'image/jpeg',
    useWebWorker: false,
  });
  return { blob, compressed: true };
}

function PersonIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-12 w-12 text-green-700"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
    >
      <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 9a8 8 0 0 1 16 0" />
    </svg>
  );
}

/** The avatar: a button that opens the image picker; a broken image falls back to the person icon. */
export function AvatarPicker({
  url,
  disabled,
  onFile,
}: {
  url: string | null;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const showImage = url && broken !== url;
  return (
    <div className="flex flex-col items-center gap-2">
      <button
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        className="flex h-24 w-24 items-center justify-center overflow-hidden rounded-full bg-green-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-green-600 disabled:opacity-60"
        aria-label={t('profile.avatarHint')}
      >
        {showImage ? (
          <img
            src={url}
            alt={t('profile.avatarAlt')}
            className="h-full w-full object-cover"
            onError={() => setBroken(url)}
          />
        ) : (
          <PersonIcon />
        )}
      </button>
      <span className="text-xs text-gray-500">{t('profile.avatarHint')}</span>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
