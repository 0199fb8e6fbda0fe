import type { Ref } from 'react';

interface HiddenFileInputProps {
  /** The input a button opens with `ref.current.click()`. */
  ref: Ref<HTMLInputElement>;
  accept: string;
  multiple?: boolean;
  /** A phone's camera instead of its files (`environment`: the one facing away). */
  capture?: 'environment' | 'user';
  testId: string;
  /** The files chosen, at least one (a chooser closed without one hands over nothing). */
  onFiles(files: [File, ...File[]]): void;
}

/**
 * The browser's file chooser behind a button of the app's own: hands over the chosen files and
 * clears itself, so that choosing the same file again still counts as a change.
 */
export function HiddenFileInput({
  ref,
  accept,
  multiple = false,
  capture,
  testId,
  onFiles,
}: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      multiple={multiple}
      capture={capture}
      hidden
      data-testid={testId}
      onChange={(event) => {
        const [first, ...rest] = [...(event.currentTarget.files ?? [])];
        event.currentTarget.value = '';
        if (first) onFiles([first, ...rest]);
      }}
    />
  );
}
