import { describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from './upload-failure';
import { uploadInTurn, type UploadProgress, type UploadQueue } from './upload-queue';

const texts = { failed: 'failed', tooLarge: 'too large' };
// The size the queue checks is the one given; the blob itself stays small.
const item = (name: string, type = 'image/jpeg', size = 10) => ({
  name,
  file: Object.defineProperty(new Blob(['x'], { type }), 'size', { value: size }),
});
type Item = ReturnType<typeof item>;

function queue(overrides: Partial<UploadQueue<Item, string>> = {}) {
  const progress: UploadProgress[] = [];
  const options: UploadQueue<Item, string> = {
    send: async (entry, { onProgress }) => {
      onProgress(0.5);
      return `stored ${entry.name}`;
    },
    texts,
    signal: new AbortController().signal,
    onProgress: (step) => progress.push(step),
    ...overrides,
  };
  return { options, progress };
}

describe('uploadInTurn', () => {
  it('sends the files one after the other, reporting which of how many and how far', async () => {
    const { options, progress } = queue();
    const result = await uploadInTurn([item('a.jpg'), item('b.jpg')], options);
    expect(result).toEqual({ stored: ['stored a.jpg', 'stored b.jpg'], problems: [] });
    expect(progress).toEqual([
      { name: 'a.jpg', index: 1, total: 2, fraction: 0 },
      { name: 'a.jpg', index: 1, total: 2, fraction: 0.5 },
      { name: 'b.jpg', index: 2, total: 2, fraction: 0 },
      { name: 'b.jpg', index: 2, total: 2, fraction: 0.5 },
    ]);
  });

  it("refuses a file the caller's check or the size limit refuses, without sending it", async () => {
    const send = vi.fn(async (entry: Item) => entry.name);
    const { options } = queue({
      send,
      precheck: (entry) => (entry.file.type === 'image/heic' ? 'wrong type' : null),
    });
    const files = [
      item('a.heic', 'image/heic'),
      item('big.jpg', 'image/jpeg', MAX_UPLOAD_BYTES + 1),
      item('c.jpg'),
    ];
    const result = await uploadInTurn(files, options);
    expect(result.problems).toEqual([
      { name: 'a.heic', message: 'wrong type' },
      { name: 'big.jpg', message: 'too large' },
    ]);
    expect(send).toHaveBeenCalledOnce();
    expect(result.stored).toEqual(['c.jpg']);
  });

  it('reports a refused file and goes on with the next', async () => {
    const { options } = queue({
      send: async (entry) => {
        if (entry.name === 'a.jpg') throw new Error('boom');
        return entry.name;
      },
    });
    const result = await uploadInTurn([item('a.jpg'), item('b.jpg')], options);
    expect(result).toEqual({ stored: ['b.jpg'], problems: [{ name: 'a.jpg', message: 'failed' }] });
  });

  it('stops on cancel: the file being sent is dropped, the rest not sent, and no problem reported', async () => {
    const controller = new AbortController();
    const send = vi.fn(
      (_entry: Item, { signal }: { signal: AbortSignal }) =>
        new Promise<string>((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
          controller.abort();
        }),
    );
    const { options } = queue({ send, signal: controller.signal });
    const result = await uploadInTurn([item('a.jpg'), item('b.jpg')], options);
    expect(result).toEqual({ stored: [], problems: [] });
    expect(send).toHaveBeenCalledOnce();
  });
});
