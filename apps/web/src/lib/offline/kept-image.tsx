import Box, { type BoxProps } from '@mui/material/Box';
import { useKeptFileUrl } from './kept-files';

/** An image of the server's that shows the bytes an offline copy keeps when the network is gone. */
export function KeptImage({ url, ...props }: { url: string } & Omit<BoxProps<'img'>, 'src' | 'onError'>) {
  const { src, onError } = useKeptFileUrl(url);
  return <Box component="img" src={src} onError={onError} {...props} />;
}
