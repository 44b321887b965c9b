import { LANGUAGES, type Language } from '../remote/page-i18n';
import { cn } from '../cn';

/** Each language's name in its own script, so a reader finds theirs whatever the page is in. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' };

export interface LanguagePickerProps {
  /** The group's name ("Language", in the page's language). */
  label: string;
  value: Language;
  onChoose: (language: Language) => void;
  className?: string;
}

/** The portal's languages as a group of toggle buttons, each named in its own script. */
export function LanguagePicker({ label, value, onChoose, className }: LanguagePickerProps) {
  return (
    <div role="group" aria-label={label} className={cn('flex flex-wrap gap-1', className)}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={value === language}
          onClick={() => onChoose(language)}
          className={cn(
            'rounded border px-2 py-1 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-green-600',
            value === language
              ? 'border-green-700 bg-green-50 font-medium text-green-800'
              : 'border-gray-300 text-gray-700 hover:bg-gray-100',
          )}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
