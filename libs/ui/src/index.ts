// The public API of @seed/ui. Apps compiling Tailwind must scan this library's sources
// (e.g. `@source "../../../libs/ui/src";` in their CSS entry) to get its utility classes.

/** Joins class names, skipping falsy values (no Tailwind conflict resolution). */
export { cn, type ClassValue } from './cn';
/** Button with primary/secondary/ghost/danger variants, sizes and a loading spinner; type="button" by default. */
export { Button, buttonClasses, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/button';
/** A react-router Link that looks like a Button of the same variant and size. */
export { ButtonLink, type ButtonLinkProps } from './components/button-link';
/** A react-router Link in the portal's text-link style, and its classes for other links. */
export { TextLink, textLinkClasses, type TextLinkProps, type TextLinkUnderline } from './components/text-link';
/** Text input with label, hint and error wired through aria-describedby and aria-invalid. */
export { Input, type InputProps } from './components/input';
/** Multi-line text with the same label, hint and error wiring as Input. */
export { Textarea, type TextareaProps } from './components/textarea';
/** Native select with the same label, hint and error wiring as Input. */
export { Select, type SelectProps, type SelectOption } from './components/select';
/** Accessible modal on the native <dialog>: Escape and overlay click close it, focus returns to the opener. */
export { Dialog, type DialogProps } from './components/dialog';
/** A box that scrolls sideways when its content is too wide, with edge shadows and a keyboard stop while it does. */
export { ScrollArea, type ScrollAreaProps } from './components/scroll-area';
/** Semantic table with a caption, typed column definitions and an empty-state row. */
export { Table, type TableProps, type TableColumn } from './components/table';
/** Small status pill in green, yellow, red, gray, blue or purple; StatusBadge takes a status's colour from libs/domain. */
export { Badge, StatusBadge, type BadgeProps, type BadgeTone, type StatusBadgeProps } from './components/badge';
/** WAI-ARIA tabs with arrow-key navigation, controlled or uncontrolled. */
export { Tabs, type TabsProps, type TabItem } from './components/tabs';
/** Bordered section with an optional title, description and actions. */
export { Card, type CardProps } from './components/card';
/** Loading indicator with role="status" and a visually hidden label (default "Loading..."). */
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/spinner';
/** Centered placeholder for an empty list: icon, title, description and an action. */
export { EmptyState, type EmptyStateProps } from './components/empty-state';
/** Red role="alert" banner with the backend's message or a default ("An error occurred"). */
export { ErrorBanner, type ErrorBannerProps } from './components/error-banner';
/** Raises a toast from any screen; the shell shows it with sonner (see TOAST_EVENT). */
export { isPortalPath, notify, TOAST_EVENT, type ToastDetail, type ToastExtras, type ToastLink } from './notify';
/** Joined toggle buttons choosing one of a few views of the same content, e.g. grid or map. */
export { SegmentedControl, type SegmentedControlProps, type SegmentedOption } from './components/segmented-control';
/** Previous and Next buttons for a paged list with a summary; renders nothing when everything fits on one page. */
export { Pagination, type PaginationProps } from './components/pagination';
/** Newer and Older buttons for a list paged by cursor, and the hook that remembers the newer pages seen. */
export { CursorPagination, useCursorPages, type CursorPaginationProps } from './components/cursor-pagination';
/** A list page's filters, tab and page kept in the URL and parsed with a zod schema. */
export {
  useListParams,
  type ListParams,
  type ListParamsChanges,
  type ListParamsSchema,
  type UseListParamsOptions,
} from './hooks/use-list-params';
/** A search box that commits its text to the list a moment after typing stops, and only on typing. */
export { useSearchInput, type SearchInput } from './hooks/use-search-input';
/** A remote's catalogue in the page's i18next instance, its lazily loaded pages and the frame of its route tree. */
export { createRemoteI18n, lazyPage, RemoteRoot, type RemoteRootProps } from './remote/remote-root';
/** The portal's languages as toggle buttons, each named in its own script. */
export { LanguagePicker, type LanguagePickerProps } from './components/language-picker';
/** The contract's messages in the page's language (forms, banners and toasts show them so). */
export { translateMessage, useMessage } from './i18n/messages';
/** The page's one i18next instance, its languages and the namespaces' catalogues. */
export {
  addCatalogue,
  addEnglish,
  LANGUAGES,
  mergedParts,
  pageI18n,
  pageLanguage,
  type Language,
  type PageI18nSetup,
  type TranslatedLanguage,
  type Translations,
} from './remote/page-i18n';
/** react-hook-form checked with a zod schema of libs/domain (or its loader); submits the schema's output. */
export { checkFormWith, useSchemaForm, type SchemaForm, type UseSchemaFormOptions } from './form/use-schema-form';
/** The resolver behind useSchemaForm, and the first issue of each field as react-hook-form errors. */
export {
  issuesToFieldErrors,
  loadSchema,
  schemaResolver,
  type SchemaMapping,
  type SchemaSource,
} from './form/schema-resolver';
/** A <form> wired to react-hook-form, its registered Input and Select, a field's message and the form's banner. */
export {
  Form,
  FormError,
  FormInput,
  FormMessage,
  FormSelect,
  FormTextarea,
  type FormInputProps,
  type FormMessageProps,
  type FormProps,
  type FormSelectProps,
  type FormTextareaProps,
} from './components/form';
