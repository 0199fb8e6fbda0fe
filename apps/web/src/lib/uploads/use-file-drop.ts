import { useState, type DragEvent } from 'react';

/** Whether a drag carries files (and not, say, selected text). */
export const isFileDrag = (data: DataTransfer | null) => Boolean(data?.types.includes('Files'));

/** The files of a drop or a paste; with none, the files among its items (some browsers). */
export function filesOf(data: DataTransfer | null): File[] {
  if (!data) return [];
  const files = [...data.files];
  if (files.length > 0) return files;
  return [...data.items]
    .filter((item) => item.kind === 'file')
    .map((item) => item.getAsFile())
    .filter((file): file is File => file !== null);
}

/**
 * Dropping files on an area: `dragging` while files are held over it (for the outline), and the
 * handlers to spread on it. Only when `enabled`; other drags (text) are left alone.
 */
export function useFileDrop(enabled: boolean, onFiles: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false);
  const dragOver = (event: DragEvent) => {
    if (!enabled || !isFileDrag(event.dataTransfer)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  return {
    dragging,
    dropHandlers: {
      onDragEnter: dragOver,
      onDragOver: dragOver,
      onDragLeave: (event: DragEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      },
      onDrop: (event: DragEvent) => {
        if (!enabled || !isFileDrag(event.dataTransfer)) return;
        event.preventDefault();
        setDragging(false);
        onFiles(filesOf(event.dataTransfer));
      },
    },
  };
}
