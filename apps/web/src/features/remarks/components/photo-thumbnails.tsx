import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import DrawIcon from '@mui/icons-material/Draw';
import type { RemarkImage } from '@syna/contracts/remarks';
import { KeptImage } from '@/lib/offline/kept-image';
import { orderPhotos } from '@/features/remarks/photo-order';
import { useRemarksTexts } from '@/features/remarks/texts';
import { WaitingMarks } from './waiting-marks';

interface PhotoThumbnailsProps {
  images: readonly RemarkImage[];
  remarkTitle: string;
  onOpen(imageId: string): void;
}

/**
 * The remark's photos as thumbnails; an annotated version carries a mark and follows its original
 * (its marks drawn over the original while they wait to be sent).
 */
export function PhotoThumbnails({ images, remarkTitle, onOpen }: PhotoThumbnailsProps) {
  const { t } = useRemarksTexts();
  return (
    <>
      {orderPhotos(images).map(({ image, number, version }) => {
        const label =
          version === null
            ? t('photos.photoLabel', { number, title: remarkTitle })
            : t('photos.versionLabel', { number, title: remarkTitle });
        return (
          <ButtonBase
            key={image.id}
            onClick={() => onOpen(image.id)}
            aria-label={t('photos.open', { label })}
            data-testid="remark-photo"
            data-annotated={version === null ? 'false' : 'true'}
            focusRipple
            sx={{
              position: 'relative',
              width: { xs: 76, sm: 92 },
              height: { xs: 76, sm: 92 },
              borderRadius: 1,
              overflow: 'hidden',
              border: 1,
              borderColor: version === null ? 'divider' : 'primary.main',
              bgcolor: 'action.hover',
              flexShrink: 0,
            }}
          >
            <KeptImage
              url={image.thumbnailUrl}
              alt=""
              loading="lazy"
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
            <WaitingMarks image={image} fit="cover" />
            {version !== null && (
              <Box
                sx={{
                  position: 'absolute',
                  left: 0,
                  right: 0,
                  bottom: 0,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: 0.25,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontSize: 11,
                  lineHeight: '18px',
                  fontWeight: 500,
                }}
                aria-hidden
              >
                <DrawIcon sx={{ fontSize: 12 }} />
                {t('photos.annotatedBadge')}
              </Box>
            )}
          </ButtonBase>
        );
      })}
    </>
  );
}
